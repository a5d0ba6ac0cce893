def assert_or_of_comparisons(a, b, c):
    assert a is b or (a is None and c)
    assert a in (1, 2) or c, 'neither'
    return a
