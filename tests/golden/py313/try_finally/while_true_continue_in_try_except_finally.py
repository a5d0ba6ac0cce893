def while_true_continue_in_try_except_finally(log, items):
    while True:
        if not items:
            return log
        try:
            log.append(10 // items.pop())
        except ZeroDivisionError:
            log.append('zero')
        else:
            continue
        finally:
            log.append('fin')
