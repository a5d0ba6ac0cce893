def while_true_continue_in_try_except_finally(log, items):
    while True:
        if not items:
            break
        try:
            log.append(10 // items.pop())
            continue
        except ZeroDivisionError:
            log.append('zero')
        finally:
            log.append('fin')
    return log
