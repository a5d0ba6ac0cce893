def elif_ternary_assign_then_return(a, b, d):
    r = None
    if a is not None:
        c = a.get('x')
        if c:
            r = c()
            return r
        r = None
        return r
    if b:
        c = b.get('y')
        if c:
            r = c()
            return r
        r = None
        return r
    if d in (1, 2):
        c = d.bit_length
    else:
        c = None
    r = c() if c else None
    return r
