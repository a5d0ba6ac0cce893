def while_true_break_in_try_except_never_loops(log, x):
    while True:
        try:
            if not 1 // x:
                break
            log.append(8)
        except ZeroDivisionError:
            log.append(10)
        log.append(11)
        break
    log.append(13)
