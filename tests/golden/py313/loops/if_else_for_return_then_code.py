def if_else_for_return_then_code(log, a, items):
    if a:
        log.append(a)
    else:
        for x in items:
            log.append(x)
            return
    log.append('after')
