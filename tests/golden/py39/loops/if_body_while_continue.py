def if_body_while_continue(xs):
    it = iter(xs)
    if xs:
        while next(it, 0) > 1:
            continue
    return list(it)
