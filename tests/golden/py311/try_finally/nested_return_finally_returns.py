def nested_return_finally_returns(log, x):
    try:
        try:
            return log.append(x)
        except (KeyError, TypeError):
            log.append(2)
    finally:
        x = x + 1
        return x
