def or_ternary_return(a, b, c):
    return a or (b if c else -b)
