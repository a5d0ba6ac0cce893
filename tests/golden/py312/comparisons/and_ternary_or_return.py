def and_ternary_or_return(s, t, u, v):
    return s and (u if t else None) or v
