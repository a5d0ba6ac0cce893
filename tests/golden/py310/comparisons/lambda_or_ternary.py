def lambda_or_ternary(a, b, c):
    pick = lambda: a or (b if c else None)
    return pick()
