def finally_raises_after_raise(log, exc):
    try:
        raise exc
    finally:
        log.append(len(log))
        raise ValueError(len(log))
