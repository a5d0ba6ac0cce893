def assert_under_if(x, y):
    if x is not None and y:
        raise AssertionError
    return x
