def starred_assign(seq):
    first, *rest = seq
    *init, last = seq
    a, *mid, z = seq
    return (first, rest, init, last, a, mid, z)
