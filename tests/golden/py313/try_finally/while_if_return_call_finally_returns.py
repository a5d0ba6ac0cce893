def while_if_return_call_finally_returns(log, a, x):
    if a:
        try:
            if x:
                return log.append(x)
            log.append(-x)
        finally:
            return 2
