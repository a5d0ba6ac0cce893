def chained(a, b, c):
    return (a < b < c, a < b <= c != a, a == b == c, 0 <= a < 10)
