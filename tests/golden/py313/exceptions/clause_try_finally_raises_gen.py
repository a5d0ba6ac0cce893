def clause_try_finally_raises_gen(kind, log):
    try:
        yield _boom(kind)
    except ValueError:
        exc = KeyError(kind)
        try:
            raise exc
        finally:
            exc.__context__ = None
