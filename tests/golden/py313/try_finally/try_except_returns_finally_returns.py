def try_except_returns_finally_returns(log, x):
    try:
        try:
            return log.append(1 / x)
        except ZeroDivisionError:
            return
    finally:
        log.append(x)
        return
