def if_else(x):
    if x > 0:
        r = 'pos'
    else:
        r = 'nonpos'
    return r
