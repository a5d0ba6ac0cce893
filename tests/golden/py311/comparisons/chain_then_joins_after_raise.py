def chain_then_joins_after_raise(x, lo, hi):
    if lo <= x < hi:
        r = x
    else:
        raise IndexError(x)
    return r
