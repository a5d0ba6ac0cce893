def conditional_expressions(a, b):
    x = a if a > b else b
    y = 'pos' if a > 0 else 'zero' if a == 0 else 'neg'
    z = (a if a else b) + 1
    w = [a, b][0] if a and b else None
    return (x, y, z, w)
