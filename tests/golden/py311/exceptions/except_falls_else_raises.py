def except_falls_else_raises(value, log):
    try:
        n = int(value)
    except ValueError:
        n = 0
        log.append('bad')
    else:
        log.append('good')
        raise LookupError(n)
    log.append(n)
    return log
