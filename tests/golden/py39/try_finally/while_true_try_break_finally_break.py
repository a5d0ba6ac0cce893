def while_true_try_break_finally_break(a, items, log):
    while True:
        try:
            break
        finally:
            log.append(a)
            break
    if a and items:
        for x in items:
            log.append(x)
    else:
        log.append(-1)
    return log
