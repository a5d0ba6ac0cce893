def yield_unless_multiple(xs):
    for x in xs:
        if not x % 5:
            continue
        if not x % 3:
            yield x
