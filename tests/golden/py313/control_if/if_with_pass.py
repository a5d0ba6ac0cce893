def if_with_pass(x):
    if x:
        return x
    x = 1
    return x
