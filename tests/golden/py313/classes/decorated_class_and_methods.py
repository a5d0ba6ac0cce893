def decorated_class_and_methods():

    def deco(obj):
        obj.decorated = True
        return obj

    @deco
    class D:

        @deco
        def m(self):
            return 'm'
    return (D.decorated, D.m.decorated, D().m())
