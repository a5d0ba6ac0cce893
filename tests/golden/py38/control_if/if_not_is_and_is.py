def if_not_is_and_is(a, b, log):
    if not (a is None and b is None):
        log.append(1)
    return log
