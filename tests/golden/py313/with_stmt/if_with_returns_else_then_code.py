def if_with_returns_else_then_code(log, x, swallow):
    if x > 1:
        with _CM(log, 'a', swallow) as z:
            log.append(z)
            return 1 / (x - 2)
    else:
        log.append(x)
    log.append('after')
    return log
