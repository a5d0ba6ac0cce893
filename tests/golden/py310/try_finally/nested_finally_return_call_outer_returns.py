def nested_finally_return_call_outer_returns(log, x):
    try:
        try:
            log.append(x)
            return 4
        finally:
            log.append(-x)
    except:
        return 4
