def constant_true_ternaries(f, x):
    a = f(x)
    b = x and x + 1
    c = x or f(2)
    return [a, b, c, not x]
