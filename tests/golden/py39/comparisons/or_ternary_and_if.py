def or_ternary_and_if(s, t, u, v, w):
    if not s:
        if t:
            if u:
                pass
            return 2
        else:
            if w:
                pass
            return 2
    if v:
        return 1
    return 2
