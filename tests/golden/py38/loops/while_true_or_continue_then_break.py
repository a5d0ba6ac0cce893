def while_true_or_continue_then_break(items, c):
    it = iter(items)
    while True:
        if not next(it, 0):
            if c:
                continue
            else:
                break
    return list(it)
