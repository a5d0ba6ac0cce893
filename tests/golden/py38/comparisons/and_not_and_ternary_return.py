def and_not_and_ternary_return(a, b, c, d):
    return a and (not (b and c)) if d else None
