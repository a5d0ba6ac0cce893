def try_returns_bare_clause_then_with(log, x):
    try:
        return 1 // x
    except:
        log.append(x)
    with _Swallow(log, False):
        log.append(2)
