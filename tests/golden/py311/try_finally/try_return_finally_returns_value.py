def try_return_finally_returns_value(log, x):
    try:
        log.append(x)
        return x
    finally:
        log.append(-x)
        return log
