def while_true_break_in_try_finally_never_loops(log, x):
    log.append(1)
    while True:
        try:
            log.append(5)
            if not x:
                break
            log.append(8)
        finally:
            log.append(10)
        log.append(11)
        break
    log.append(13)
