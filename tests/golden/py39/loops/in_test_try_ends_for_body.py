def in_test_try_ends_for_body(items, seen, out):
    for x in items:
        if x not in seen:
            try:
                out[x] = 1 / x
            except ZeroDivisionError:
                pass
    return out
