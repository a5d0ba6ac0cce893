def if_return_finally_for_break_else(log, items):
    try:
        if log:
            return
    finally:
        for x in items:
            if x:
                break
            log.append(x)
        else:
            log.append(9)
