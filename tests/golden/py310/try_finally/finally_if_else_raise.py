def finally_if_else_raise(log, a):
    try:
        log.append(1)
    finally:
        if a:
            log.append(2)
        else:
            raise KeyError(a)
