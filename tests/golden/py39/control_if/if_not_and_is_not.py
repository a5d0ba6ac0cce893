def if_not_and_is_not(a, b, log):
    if not (a and b is not None):
        log.append(1)
    return log
