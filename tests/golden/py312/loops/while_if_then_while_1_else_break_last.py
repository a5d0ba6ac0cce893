def while_if_then_while_1_else_break_last(a, n, log):
    while n:
        n -= 1
        if a:
            while True:
                if n > 3:
                    n -= 1
                else:
                    break
        else:
            n -= 2
        log.append(n)
    return n
