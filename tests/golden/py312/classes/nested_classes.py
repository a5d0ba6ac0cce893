def nested_classes():

    class Outer:

        class Inner:
            value = 1

            def get(self):
                return self.value

        def make(self):
            return self.Inner().get()
    return (Outer().make(), Outer.Inner.__qualname__)
