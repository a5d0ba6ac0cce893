def while_true_try_else_continue(log, items):
    while True:
        if not items:
            return
        item = items.pop()
        try:
            log.append(10 // item)
        except ZeroDivisionError:
            log.append('zero')
        else:
            log.append('ok')
            continue
