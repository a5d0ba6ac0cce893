def if_return_call_except_finally_returns(log, a, x):
    try:
        try:
            if a:
                return log.append(1 / x)
        except ZeroDivisionError:
            return
    finally:
        log.append(x)
        return
