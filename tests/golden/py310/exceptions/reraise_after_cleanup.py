def reraise_after_cleanup(kind):
    log = []
    try:
        _boom(kind)
    except Exception:
        log.append('cleanup')
        raise
    return log
