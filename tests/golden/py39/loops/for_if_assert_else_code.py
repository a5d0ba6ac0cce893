def for_if_assert_else_code(xs, s, log):
    for (a, b) in xs:
        if a is None:
            continue
        assert b
        if a in s:
            assert a == b
        else:
            log.append(a)
    return log
