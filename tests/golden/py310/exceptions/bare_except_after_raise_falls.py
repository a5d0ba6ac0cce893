def bare_except_after_raise_falls(log):
    try:
        raise KeyError(1)
    except:
        pass
    try:
        raise KeyError(2)
    except KeyError:
        pass
    log.append(3)
    return log
