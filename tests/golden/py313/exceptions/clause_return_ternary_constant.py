def clause_return_ternary_constant(x, fallback):
    try:
        r = 1 // x
    except ZeroDivisionError:
        return fallback if fallback is not None else 0
    return r
