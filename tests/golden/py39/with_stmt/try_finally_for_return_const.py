def try_finally_for_return_const(log, items):
    try:
        for item in items:
            if item:
                return 1
    finally:
        log.append('finally')
    return 2
