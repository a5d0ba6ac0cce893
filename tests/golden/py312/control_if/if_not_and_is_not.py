def if_not_and_is_not(a, b, log):
    if not a or b is None:
        log.append(1)
    return log
