def while_true_break_in_try_except_never_loops(log, x):
    try:
        if not 1 // x:
            pass
        else:
            log.append(8)
        log.append(13)
        return
    except ZeroDivisionError:
        log.append(10)
    log.append(11)
    log.append(13)
