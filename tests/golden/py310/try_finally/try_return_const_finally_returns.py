def try_return_const_finally_returns(log, a):
    try:
        pass
    finally:
        log.append(a)
        return 2
