def while_true_try_if_continue_then_break(log, items):
    while True:
        try:
            if items.pop() > 2:
                continue
            log.append(10 // items[-1])
        except (ZeroDivisionError, IndexError):
            log.append('e')
        break
    return log
