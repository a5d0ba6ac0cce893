def with_if_return_call_finally_returns(log, a, x):
    with _Enter(log):
        try:
            if a:
                log.append(x)
                return 1
        except:
            return 1
        return 1
