def finally_try_except_then_more(log, fail):
    try:
        log.append(1 // fail)
    finally:
        log.append('finally')
        try:
            log.append(2 // (fail - 1))
        except ZeroDivisionError:
            pass
    log.append('after')
