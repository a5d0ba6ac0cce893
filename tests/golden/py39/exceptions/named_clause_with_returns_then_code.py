def named_clause_with_returns_then_code(log, x, swallow):
    try:
        log.append(1 / x)
    except (ZeroDivisionError, TypeError) as e:
        with _Swallow(log, swallow) as z:
            log.append(str(e)[:4])
            return z // (len(log) - 1)
    log.append('after')
    return log
