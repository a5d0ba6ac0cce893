def assert_compare_under_if(a, b):
    if a > 0:
        assert a in b, 'missing'
    assert a is not None
    assert a or b, 'neither'
    return a
