def or_ternary_if(s, t, u, w):
    if s or (u if t else w):
        return 1
    return 2
