def swaps(a, b, c):
    a, b = (b, a)
    a, b, c = (c, a, b)
    return (a, b, c)
