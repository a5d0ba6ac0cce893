def if_return_then_try_else_after_raise_clause(d, key):
    if key is None:
        return
    try:
        v = d[key]
    except KeyError:
        raise ValueError(key)
    except TypeError:
        return 0
    else:
        return v
