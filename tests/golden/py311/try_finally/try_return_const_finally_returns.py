def try_return_const_finally_returns(log, a):
    try:
        return None
    finally:
        log.append(a)
        return 2
