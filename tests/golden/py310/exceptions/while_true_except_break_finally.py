def while_true_except_break_finally(log, items):
    while True:
        if not items:
            return log
        item = items.pop()
        try:
            log.append(10 // item)
        except ZeroDivisionError:
            log.append('zero')
            break
        finally:
            log.append('fin')
    return log
