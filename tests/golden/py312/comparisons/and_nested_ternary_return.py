def and_nested_ternary_return(a, b, c):
    return a and (b if c else a if b else None)
