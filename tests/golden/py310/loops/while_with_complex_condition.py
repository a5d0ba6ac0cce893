def while_with_complex_condition(xs):
    i = 0
    if i < len(xs) and xs[i] is not None and (not xs[i] < 0):
        while not (not i < len(xs) or xs[i] is None or xs[i] < 0):
            i += 1
    return i
