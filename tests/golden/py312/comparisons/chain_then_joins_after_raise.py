def chain_then_joins_after_raise(x, lo, hi):
    if lo <= x < hi:
        r = x
        return r
    raise IndexError(x)
