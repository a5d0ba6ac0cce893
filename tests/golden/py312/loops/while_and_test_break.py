def while_and_test_break(items):
    it = iter(items)
    if next(it, 0) and next(it, 0):
        return list(it)
    return list(it)
