def finally_with_returns(log, fails):
    try:
        if fails:
            raise KeyError(fails)
        log.append('body')
    finally:
        with _CM(log, swallow=True):
            if len(log) > 2:
                raise ValueError(len(log))
            return len(log)
