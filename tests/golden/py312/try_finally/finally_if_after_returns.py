def finally_if_after_returns(log, close):
    try:
        if log:
            return log[0]
        log.append('x')
        return log
    finally:
        if close:
            log.append('closed')
