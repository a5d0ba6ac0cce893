def nested_finally_return_call_outer_returns(log, x):
    try:
        try:
            return log.append(x)
        finally:
            log.append(-x)
    finally:
        return 4
