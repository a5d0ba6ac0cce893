def assert_in_loop(xs):
    for x in xs:
        assert x, 'falsy item'
    return len(xs)
