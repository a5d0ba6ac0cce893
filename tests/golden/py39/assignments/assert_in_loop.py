def assert_in_loop(xs):
    for x in xs:
        if not x:
            raise AssertionError('falsy item')
    return len(xs)
