def if_or_inner_ternary(a, b, c):
    if a or str(b if c else a):
        return 1
    return 2
