def for_return_ternary_constant_else(xs, f):
    for x in xs:
        y = f(x)
        return y if y else None
    return 0
