def with_raises_in_try_else_loop(log, items):
    for swallow in items:
        try:
            with _CM(log, swallow=swallow):
                raise KeyError(swallow)
        except KeyError as ex:
            log.append(ex.args)
            continue
        else:
            log.append('suppressed')
            continue
    return log
