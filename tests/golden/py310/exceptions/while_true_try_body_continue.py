def while_true_try_body_continue(log, items):
    while True:
        if not items:
            return log
        item = items.pop()
        try:
            log.append(10 // item)
            continue
        except ZeroDivisionError:
            log.append('zero')
