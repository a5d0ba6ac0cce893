def if_return_call_except_finally_returns(log, a, x):
    try:
        if a:
            return log.append(1 / x)
    except ZeroDivisionError:
        return 3
    finally:
        log.append(x)
        return
