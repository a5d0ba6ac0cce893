def return_finally_nested_try_returns(log, x):
    try:
        try:
            return x
        except KeyError:
            x = x + 1
    finally:
        log.append(x)
        return 1
