def while_if_try_continue_else_return(items, log):
    it = iter(items)
    while next(it, 0):
        if len(log) < 3:
            try:
                log.append(10 // (len(log) - 1))
            except ZeroDivisionError:
                break
            continue
        else:
            log.append('else')
        return log
