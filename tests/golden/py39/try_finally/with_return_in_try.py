def with_return_in_try(log, fail):
    try:
        with _CM(log, 'r', swallow=False):
            if fail:
                raise KeyError(fail)
            return 'returned'
    except KeyError:
        log.append('caught')
    return log
