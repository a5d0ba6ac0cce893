def while_true_raise_then_try_break(items, limit):
    it = iter(items)
    while True:
        if len(items) > limit:
            raise ValueError(limit)
        try:
            next(it)
        except StopIteration:
            break
    return limit
