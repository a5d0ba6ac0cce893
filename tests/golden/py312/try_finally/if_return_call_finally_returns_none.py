def if_return_call_finally_returns_none(log, a, x):
    try:
        if a:
            return log.append(x)
        log.append(-x)
    finally:
        return
