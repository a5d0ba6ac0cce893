def try_return_none_except_as_finally_returns(log, a):
    try:
        return
    except (KeyError, TypeError) as e:
        log.append(e)
    finally:
        log.append(a)
        return
