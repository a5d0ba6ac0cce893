def bare_except_cleanup_loops_reraise(log, files, fail):
    try:
        if fail:
            log.append(1 // 0)
        log.append('ok')
    except:
        for f in files:
            try:
                log.append(f.close())
            except AttributeError:
                pass
        if log:
            for x in list(log):
                try:
                    log.append(len(x))
                except TypeError:
                    pass
        raise
