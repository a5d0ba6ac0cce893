def closure_in_generic(x):

    def outer[T](y: T):

        def inner():
            return (x, y)
        return inner()
    return outer(2)
