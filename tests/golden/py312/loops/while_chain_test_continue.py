def while_chain_test_continue(items):
    it = iter(items)
    while 0 < next(it, 0) < 9:
        continue
    return list(it)
