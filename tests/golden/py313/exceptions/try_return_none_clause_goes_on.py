def try_return_none_clause_goes_on(log, x):
    try:
        return
    except:
        log.append(x)
    log.append(2)
