def try_returns_bare_clause_then_try(log, x):
    try:
        return 1 // x
    except:
        log.append(x)
    try:
        log.append(2 // x)
    except:
        log.append(3)
