def try_except_else_returns_at_end(d, key):
    try:
        d[key]
        return True
    except KeyError:
        return False
