def except_return_finally_returns(log, x):
    try:
        log.append(1 / x)
    except ZeroDivisionError:
        return 1
    finally:
        if x:
            log.append(x)
        return
