def constant_true_ternaries(f, x):
    a = f(x if True else -x)
    b = x and (x + 1 if True else 0)
    c = x or (f(2) if True else f(3))
    return [a, b, c, not x if True else 1]
