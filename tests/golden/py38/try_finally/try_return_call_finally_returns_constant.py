def try_return_call_finally_returns_constant(log, x):
    try:
        return log.append(x)
    finally:
        return 4
