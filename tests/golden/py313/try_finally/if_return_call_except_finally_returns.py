def if_return_call_except_finally_returns(log, a, x):
    try:
        try:
            if a:
                log.append(x)
                log.append(1 / x)
                return
        except ZeroDivisionError:
            log.append(x)
            return
    finally:
        log.append(x)
        return
