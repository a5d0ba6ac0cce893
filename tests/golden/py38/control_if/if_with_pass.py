def if_with_pass(x):
    if x:
        pass
    else:
        x = 1
    return x
