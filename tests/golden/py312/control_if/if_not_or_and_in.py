def if_not_or_and_in(a, b, log):
    if a is not None and (not isinstance(a, str) or not (len(a) == 1 and a not in b)):
        log.append(1)
    return log
