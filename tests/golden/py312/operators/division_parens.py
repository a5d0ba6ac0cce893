def division_parens(a, b, c):
    return (a / (b / c), a / b / c, a // (b * c), a // b * c)
