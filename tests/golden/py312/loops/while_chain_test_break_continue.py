def while_chain_test_break_continue(i, n, items):
    out = []
    while 0 <= i < n:
        item = items[i]
        i += 1
        if item is None:
            return (out, i)
        if item < 0:
            continue
        out.append(item)
    return (out, i)
