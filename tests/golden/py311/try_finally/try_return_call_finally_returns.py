def try_return_call_finally_returns(log, x):
    try:
        pass
    finally:
        return x
