def try_return_const_finally_returns(log, a):
    try:
        return 1
    finally:
        log.append(a)
        return 2
