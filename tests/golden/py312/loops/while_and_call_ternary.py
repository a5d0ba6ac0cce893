def while_and_call_ternary(xs, flag):
    n = 0
    while xs and len(xs[0] if flag else xs) > n:
        n += 1
    return n
