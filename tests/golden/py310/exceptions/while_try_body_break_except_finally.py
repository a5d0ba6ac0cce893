def while_try_body_break_except_finally(log, items):
    while items:
        item = items.pop()
        try:
            log.append(10 // item)
            break
        except ZeroDivisionError:
            log.append('zero')
        finally:
            log.append('fin')
    return log
