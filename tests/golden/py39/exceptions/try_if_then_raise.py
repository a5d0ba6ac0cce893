def try_if_then_raise(log, x):
    try:
        if x:
            log.append(1 // (x - 1))
    except ZeroDivisionError:
        log.append(None)
    raise ValueError(log)
