def in_test_try_ends_then(items, seen, out):
    for x in items:
        if x > 0:
            if x not in seen:
                try:
                    out[x] = 1 / (x - 1)
                except ZeroDivisionError:
                    pass
        elif x not in out:
            out[x] = x
    return out
