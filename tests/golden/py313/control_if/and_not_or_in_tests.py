def and_not_or_in_tests(x, a, b, log):
    if log is not None and (not (x is None or x in a)) and (x in b):
        log.append(x)
    return log
