def if_constant_conditions(x):
    x += 1
    return x
