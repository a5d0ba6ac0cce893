def if_guard_return_then_try_finally(log, ready, y):
    if ready is not None:
        if y:
            return (None, False)
        log.append(1)
        try:
            return (3, y)
        finally:
            log.append('f')
    else:
        return (None, False)
