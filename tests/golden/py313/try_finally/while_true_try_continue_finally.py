def while_true_try_continue_finally(log, items):
    while True:
        try:
            if not items.pop():
                break
        finally:
            log.append('fin')
    log.append(len(items))
    log.append('fin')
    return log
