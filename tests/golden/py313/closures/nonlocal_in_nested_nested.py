def nonlocal_in_nested_nested():
    value = []

    def outer():

        def inner():
            value = value + [1]
        inner()
        inner()
    outer()
    return value
