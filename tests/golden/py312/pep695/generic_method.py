def generic_method():

    class C:

        def m[T](self, x: T) -> T:
            return x
    return C().m(5)
