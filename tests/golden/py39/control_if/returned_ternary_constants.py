def returned_ternary_constants(k, j):
    if k:
        return 1
    if j:
        return 2
    return 3
