def binary_ops(a, b):
    return (a + b, a - b, a * b, a / b, a // b, a % b, a ** 2, a << 2, a >> 1, a & b, a | b, a ^ b)
