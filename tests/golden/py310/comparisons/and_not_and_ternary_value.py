def and_not_and_ternary_value(a, b, c, d):
    if d:
        x = a and (not (b and c))
        return x
    x = None
    return x
