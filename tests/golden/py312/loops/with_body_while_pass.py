def with_body_while_pass(xs, cm):
    it = iter(xs)
    with cm:
        while next(it, 0):
            pass
    return list(it)
