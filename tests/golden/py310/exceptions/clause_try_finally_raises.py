def clause_try_finally_raises(kind, log):
    try:
        log.append(_boom(kind))
    except ValueError:
        exc = KeyError(kind)
        try:
            raise exc
        finally:
            log.append('fin')
    return log
