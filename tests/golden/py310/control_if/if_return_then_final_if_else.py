def if_return_then_final_if_else(a, b):
    if a < 0:
        return -1
    c = a + b
    if c == 0:
        if a == b:
            return 0
        if a < b:
            return 1
        return 2
    if c > 0:
        return 3
    return 4
