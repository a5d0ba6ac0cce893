def for_finally_ends_with_break(log, items):
    for item in items:
        log.append(item)
        try:
            log.append(10 // item)
        finally:
            log.append('fin')
            break
    return log
