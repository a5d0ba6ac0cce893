def for_simple(xs):
    total = 0
    for x in xs:
        total += x
    return total
