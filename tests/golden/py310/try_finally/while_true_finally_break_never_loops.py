def while_true_finally_break_never_loops(log, items):
    if not items:
        return log
    log.append(items.pop())
    try:
        log.append(len(items))
    finally:
        log.append('fin')
        return log
