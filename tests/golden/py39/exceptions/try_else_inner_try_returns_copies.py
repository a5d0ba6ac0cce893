def try_else_inner_try_returns_copies(rc, key, log):
    state = None
    try:
        data = rc[key]
    except KeyError:
        log.append(1)
    else:
        if data is not None:
            try:
                state = 10 // data
            except ZeroDivisionError:
                log.append(2)
            else:
                log.append(3)
        else:
            log.append(4)
    return state
