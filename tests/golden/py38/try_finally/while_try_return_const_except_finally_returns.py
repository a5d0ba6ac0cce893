def while_try_return_const_except_finally_returns(log, a, b):
    while a and b:
        try:
            return 1
        except KeyError as e:
            log.append(e)
        finally:
            log.append(a)
            return 2
    log.append(b)
