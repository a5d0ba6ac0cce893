def assert_under_if(x, y):
    assert not (x is not None and y)
    return x
