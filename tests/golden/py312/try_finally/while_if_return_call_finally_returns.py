def while_if_return_call_finally_returns(log, a, x):
    if a:
        try:
            if x:
                log.append(x)
            else:
                log.append(-x)
        except:
            pass
        return 2
