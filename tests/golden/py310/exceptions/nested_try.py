def nested_try(kind, inner):
    log = []
    try:
        try:
            _boom(kind)
        except ValueError:
            log.append('inner-except')
            _boom(inner)
        finally:
            log.append('inner-finally')
    except KeyError:
        log.append('outer-except')
    return log
