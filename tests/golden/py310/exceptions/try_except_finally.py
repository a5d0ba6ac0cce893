def try_except_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    except ValueError:
        log.append('except')
    else:
        return log
    finally:
        log.append('finally')
    return log
