def if_return_or_return_call_finally_returns(log, a, x):
    try:
        if a:
            return
    finally:
        log.append(-x)
        return x
