def with_if_return_call_finally_returns(log, a, x):
    with _Enter(log):
        try:
            if a:
                return log.append(x)
        finally:
            return 1
