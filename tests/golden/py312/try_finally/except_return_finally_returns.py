def except_return_finally_returns(log, x):
    try:
        try:
            log.append(1 / x)
        except ZeroDivisionError:
            return
    finally:
        if x:
            log.append(x)
        return
