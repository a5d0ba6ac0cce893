def bare_except_if_return_else_reraise(f, quiet, log):
    try:
        log.append(f())
    except:
        if quiet and log is not None:
            return
        raise
