def finally_try_except_then_return(log, fail):
    try:
        log.append(1 // fail)
    finally:
        try:
            log.append(2 // (fail - 1))
        except ZeroDivisionError:
            log.append('inner')
    return log
