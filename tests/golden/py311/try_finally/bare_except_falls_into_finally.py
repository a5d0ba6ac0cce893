def bare_except_falls_into_finally(kind, log):
    try:
        try:
            raise TypeError(kind)
        except:
            log.append('except')
        finally:
            log.append('inner')
    finally:
        log.append('outer')
    log.append('after')
    return log
