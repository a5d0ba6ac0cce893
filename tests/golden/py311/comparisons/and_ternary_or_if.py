def and_ternary_or_if(s, t, u, v):
    if s and t and u or v:
        return 1
    return 2
