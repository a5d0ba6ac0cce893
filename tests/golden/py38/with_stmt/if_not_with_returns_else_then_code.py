def if_not_with_returns_else_then_code(log, x, swallow):
    if not swallow:
        with _CM(log, 'a', x):
            return x
    else:
        log.append(x)
    log.append('after')
    return log
