def raised_ternary(ok, msg):
    if not ok:
        raise ValueError('no message' if msg is None else msg)
    raise KeyError(ok if msg else -ok, 2)
