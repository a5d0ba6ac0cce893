def if_return_name_finally_returns_none(log, a, x):
    try:
        if a:
            return x
        log.append(-x)
    finally:
        return
