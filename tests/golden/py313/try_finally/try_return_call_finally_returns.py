def try_return_call_finally_returns(log, x):
    try:
        return log.append(x)
    finally:
        return x
