def ternary_keyword_else_or(f, a, b, c):
    return f(x=a, y=False if a > 1 else bool(b == 2 or c == 3))
