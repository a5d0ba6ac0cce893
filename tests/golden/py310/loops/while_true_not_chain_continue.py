def while_true_not_chain_continue(items):
    while True:
        u = items.pop()
        if not 0 < u < 10:
            continue
        if u > 3:
            return u
