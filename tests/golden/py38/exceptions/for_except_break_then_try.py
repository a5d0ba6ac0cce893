def for_except_break_then_try(log, f):
    for item in (0, 1):
        try:
            log.append(f(item))
        except:
            break
    try:
        log.append(f(2))
    except KeyError:
        log.append('key')
    log.append(len(log))
    return log
