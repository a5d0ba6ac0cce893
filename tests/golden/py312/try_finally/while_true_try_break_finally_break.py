def while_true_try_break_finally_break(a, items, log):
    log.append(a)
    if a and items:
        for x in items:
            log.append(x)
        return log
    log.append(-1)
    return log
