def if_not_is_and_is(a, b, log):
    if a is not None or b is not None:
        log.append(1)
    return log
