def if_not_and_in(a, b, log):
    if not (isinstance(a, int) and a in b):
        log.append(1)
    return log
