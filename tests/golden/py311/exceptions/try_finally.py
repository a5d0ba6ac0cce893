def try_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    finally:
        log.append('finally')
    return log
