def for_else_for_return_then_code(log, items):
    for x in items:
        if x == 1:
            break
    else:
        for x in items:
            return
    log.append(x)
