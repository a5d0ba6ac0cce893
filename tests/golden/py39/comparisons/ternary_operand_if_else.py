def ternary_operand_if_else(s, t, u, v, w):
    if s and (u if t else w) or v:
        r = 'yes'
    else:
        r = 'no'
    return r
