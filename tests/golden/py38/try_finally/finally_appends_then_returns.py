def finally_appends_then_returns(x, log):
    try:
        if x:
            raise ValueError(x)
        log.append(1)
    finally:
        log.append(2)
        return x
