def nonlocal_in_nested_nested():
    value = []

    def outer():

        def inner():
            nonlocal value
            value = value + [1]
        inner()
        inner()
    outer()
    return value
