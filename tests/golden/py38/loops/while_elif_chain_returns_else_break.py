def while_elif_chain_returns_else_break(log, a, b, x):
    while a:
        if b:
            x = x + 1
            b = x < 3
            continue
        if 0 < x < 9:
            log.append(x)
            return
        break
    log.append(-x)
