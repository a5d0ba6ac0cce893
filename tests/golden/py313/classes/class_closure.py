def class_closure(x):

    class UsesOuter:
        value = x

        def method(self):
            return x + 1
    return (UsesOuter.value, UsesOuter().method())
