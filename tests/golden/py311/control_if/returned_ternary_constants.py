def returned_ternary_constants(k, j):
    return 1 if k else 2 if j else 3
