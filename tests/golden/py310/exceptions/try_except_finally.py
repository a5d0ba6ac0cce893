def try_except_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    except ValueError:
        log.append('except')
    finally:
        log.append('finally')
    return log
