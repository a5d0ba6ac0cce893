def try_first_in_try(log, kind):
    try:
        try:
            if kind == 1:
                raise ValueError(kind)
        except ValueError:
            log.append('inner')
        if kind == 2:
            raise KeyError(kind)
    except KeyError:
        log.append('outer')
    return log
