def if_return_or_return_call_finally_returns(log, a, x):
    try:
        if a:
            return
        return log.append(x)
    finally:
        log.append(-x)
        return x
