def if_complex_condition(a, b, c):
    if a > 0 and b > 0 or (c is not None and c > 0):
        return True
    if not a and (not b):
        return
    return False
