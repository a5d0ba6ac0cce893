def or_ternary_and_if(s, t, u, v, w):
    if (s or (u if t else w)) and v:
        return 1
    return 2
