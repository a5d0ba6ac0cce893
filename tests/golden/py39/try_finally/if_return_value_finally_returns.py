def if_return_value_finally_returns(log, a, x):
    try:
        if a:
            return x
        log.append(x)
    finally:
        log.append(a)
        return 1
