def power_unary(a, b):
    if b:
        return (2 ** (-a), -2 ** a, (-2) ** a, a ** (-b))
    return (2 ** (-a), -2 ** a, (-2) ** a, 0)
