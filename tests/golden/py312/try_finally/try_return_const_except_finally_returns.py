def try_return_const_except_finally_returns(log, a):
    try:
        try:
            return
        except KeyError:
            log.append(a)
    finally:
        log.append(-a)
        return 2
