def try_except_else(kind):
    log = []
    try:
        log.append(_boom(kind))
    except _Err:
        log.append('except')
    else:
        log.append('else')
    return log
