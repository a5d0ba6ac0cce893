def while_with_complex_condition(xs):
    i = 0
    while i < len(xs) and xs[i] is not None and (not xs[i] < 0):
        i += 1
    return i
