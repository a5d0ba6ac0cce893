def genexpr_nested_for(n):
    return list(((i, j) for i in range(n) for j in range(i) if (i + j) % 2))
