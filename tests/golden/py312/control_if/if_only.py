def if_only(x):
    if x:
        x = x * 2
    return x
