def compare_mixed_ops(a, b):
    return (a + 1 < b * 2, (a < b) + 1, (a < b) == (b < a), -a < -b)
