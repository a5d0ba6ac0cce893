def for_try_break_finally(log, items):
    for item in items:
        try:
            log.append(10 // item)
            if item > 3:
                continue
            break
        finally:
            log.append('fin')
    return log
