def except_as_for_return_constant(log, items, fail):
    try:
        if fail:
            raise KeyError(fail)
        log.append(0)
    except KeyError as e:
        log.append(str(e))
        for item in items:
            if item:
                return 1
    return log
