def while_true_try_return_finally(log, items):
    if not items:
        pass
    else:
        log.append(items.pop())
        try:
            log.append(len(items))
            return
        finally:
            log.append('fin')
    return log
