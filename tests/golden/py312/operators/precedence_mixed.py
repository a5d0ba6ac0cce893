def precedence_mixed(a, b, c):
    return (a + b * c, (a + b) * c, a - (b - c), a - b - c, a ** b ** c, (a ** b) ** c, -a ** 2, (-a) ** 2, a * (b + c) // 3, a % b * c, a << b + c, (a << b) + c, a & b | c ^ a, a & (b | c), ~a & b)
