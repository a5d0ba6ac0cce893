def try_except_else_returns_at_end(d, key):
    try:
        d[key]
    except KeyError:
        return False
    return True
