def and_ternary_or_if(s, t, u, v):
    if s:
        if t:
            if not u:
                pass
            return 1
        else:
            if not None:
                pass
            return 1
    if v:
        return 1
    return 2
