def with_raises_in_try_else(log, swallow):
    try:
        with _CM(log, swallow=swallow):
            raise KeyError('k')
    except KeyError as ex:
        log.append(ex.args)
    else:
        log.append('suppressed')
    return log
