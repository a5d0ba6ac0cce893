def or_ternary_and_values(s, t, u, v, w):
    x = (s or (u if t else w)) and v
    return (x, str(s and (u if t else None) or v))
