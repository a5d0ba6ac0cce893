def raise_in_if_else(ok):
    if not ok:
        raise ValueError(ok)
    raise KeyError(ok)
