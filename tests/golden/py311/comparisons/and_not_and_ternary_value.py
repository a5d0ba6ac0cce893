def and_not_and_ternary_value(a, b, c, d):
    x = a and (not (b and c)) if d else None
    return x
