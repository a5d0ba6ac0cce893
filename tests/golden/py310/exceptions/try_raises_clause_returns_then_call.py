def try_raises_clause_returns_then_call(log, exc):
    try:
        raise exc
    except TypeError:
        return
