def simple_compares(a, b):
    return (a < b, a <= b, a == b, a != b, a > b, a >= b)
