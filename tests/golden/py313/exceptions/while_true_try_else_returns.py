def while_true_try_else_returns(log, items):
    while True:
        if not items:
            pass
        else:
            item = items.pop()
            try:
                log.append(10 // item)
            except ZeroDivisionError:
                log.append('zero')
            else:
                log.append('ok')
                return log
            continue
        log.append('empty')
        return
