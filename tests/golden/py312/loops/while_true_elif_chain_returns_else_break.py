def while_true_elif_chain_returns_else_break(log, a, x):
    while True:
        if a:
            x = x + 1
            a = x < 3
        else:
            if 0 < x < 9:
                log.append(x)
                return
            break
    log.append(-x)
