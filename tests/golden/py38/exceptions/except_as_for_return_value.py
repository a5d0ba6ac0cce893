def except_as_for_return_value(log, items, fail):
    try:
        if fail:
            raise KeyError(fail)
        log.append(0)
    except (KeyError, TypeError) as e:
        for item in items:
            return (item, str(e))
    log.append(1)
    return log
