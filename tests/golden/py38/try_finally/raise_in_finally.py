def raise_in_finally(log, fail):
    try:
        if fail:
            log.append(1 / 0)
        log.append(1)
    finally:
        raise ValueError(len(log))
