def while_test_try_break(items, n):
    it = iter(items)
    out = []
    while len(out) < n:
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out
