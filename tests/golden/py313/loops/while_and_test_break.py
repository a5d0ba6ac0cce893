def while_and_test_break(items):
    it = iter(items)
    if next(it, 0):
        if next(it, 0):
            pass
    return list(it)
