def yield_or_and_filter(xs):
    for x in xs:
        if x % 2 or (x > 3 and x % 3 == 0):
            yield x
