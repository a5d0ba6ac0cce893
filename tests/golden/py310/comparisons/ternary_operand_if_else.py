def ternary_operand_if_else(s, t, u, v, w):
    if s and (u if t else w) or v:
        r = 'yes'
        return r
    r = 'no'
    return r
