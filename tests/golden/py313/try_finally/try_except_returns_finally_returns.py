def try_except_returns_finally_returns(log, x):
    try:
        try:
            pass
        except ZeroDivisionError:
            log.append(x)
            return
    finally:
        log.append(x)
        return
