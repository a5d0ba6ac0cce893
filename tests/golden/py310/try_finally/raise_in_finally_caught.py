def raise_in_finally_caught(log, fail):
    try:
        try:
            if fail:
                log.append(1 / 0)
        finally:
            raise KeyError(len(log))
    except KeyError as exc:
        log.append(exc)
    return log
