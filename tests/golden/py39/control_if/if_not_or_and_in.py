def if_not_or_and_in(a, b, log):
    if not (a is None or (isinstance(a, str) and len(a) == 1 and (a not in b))):
        log.append(1)
    return log
