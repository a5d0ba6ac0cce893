def while_true_or_continue_then_break(items, c):
    it = iter(items)
    while next(it, 0) or c:
        continue
    return list(it)
