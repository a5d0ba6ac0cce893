def while_and_test_break(items):
    it = iter(items)
    while next(it, 0) and next(it, 0):
        break
    return list(it)
