def return_finally_while_true_breaks(log, items):
    try:
        if log:
            return 'early'
        log.append(1)
    finally:
        while True:
            if not items:
                break
            item = items.pop()
            if item is None:
                break
            log.append(item)
    return log
