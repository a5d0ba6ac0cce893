def closure_with_class_inside(n):

    def make():

        class K:

            def get(self):
                return n
        return K().get()
    return make()
