def raise_after_if_raise(a, b):
    if a:
        return 1
    if b:
        raise ValueError(b)
    raise KeyError(a)
