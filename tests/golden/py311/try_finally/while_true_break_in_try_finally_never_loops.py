def while_true_break_in_try_finally_never_loops(log, x):
    log.append(1)
    try:
        log.append(5)
        if not x:
            pass
        else:
            log.append(8)
        log.append(13)
        return
    finally:
        log.append(10)
