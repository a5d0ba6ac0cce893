def if_return_call_finally_returns_none(log, a, x):
    try:
        if a:
            log.append(x)
        else:
            log.append(-x)
    except:
        pass
