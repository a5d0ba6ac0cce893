def and_not_and_ternary_element(a, b, c, ds):
    return [a and (not (b and c)) if d else None for d in ds]
