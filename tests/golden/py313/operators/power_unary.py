def power_unary(a, b):
    return (2 ** (-a), -2 ** a, (-2) ** a, a ** (-b) if b else 0)
