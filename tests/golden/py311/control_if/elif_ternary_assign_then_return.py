def elif_ternary_assign_then_return(a, b, d):
    r = None
    if a is not None:
        c = a.get('x')
        r = c() if c else None
    elif b:
        c = b.get('y')
        r = c() if c else None
    else:
        if d in (1, 2):
            c = d.bit_length
        else:
            c = None
        r = c() if c else None
    return r
