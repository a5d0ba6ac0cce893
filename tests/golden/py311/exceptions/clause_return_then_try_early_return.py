def clause_return_then_try_early_return(opener, name, log):
    try:
        f = opener(name)
    except OSError:
        log.append('error')
        return
    try:
        log.append(f)
        if f:
            log.append('early')
            return
        log.append('late')
        return f
    except:
        log.append('cleanup')
        raise
