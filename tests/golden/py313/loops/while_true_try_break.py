def while_true_try_break(items):
    it = iter(items)
    out = []
    while True:
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out
