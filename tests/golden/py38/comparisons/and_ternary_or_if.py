def and_ternary_or_if(s, t, u, v):
    if s and (u if t else None) or v:
        return 1
    return 2
