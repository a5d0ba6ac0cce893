def while_true_try_return_finally(log, items):
    if not items:
        return log
    log.append(items.pop())
    try:
        log.append(len(items))
    finally:
        log.append('fin')
