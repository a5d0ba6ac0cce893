def while_true_finally_break_never_loops(log, items):
    while True:
        if not items:
            break
        log.append(items.pop())
        try:
            log.append(len(items))
        finally:
            log.append('fin')
            break
    return log
