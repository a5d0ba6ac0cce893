def for_try_finally_break(log, items):
    for item in items:
        try:
            log.append(item)
            if item < 0:
                raise ValueError(item)
            break
        except:
            break
    return log
