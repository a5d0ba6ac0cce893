def while_test_then_if_continue_last(items, x):
    it = iter(items)
    while next(it, 0):
        if x > 1:
            continue
    return list(it)
