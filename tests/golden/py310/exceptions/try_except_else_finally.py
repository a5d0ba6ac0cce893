def try_except_else_finally(kind):
    log = []
    try:
        log.append(_boom(kind))
    except ValueError:
        log.append('except')
    else:
        log.append('else')
    finally:
        log.append('finally')
    return log
