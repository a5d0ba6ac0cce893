def if_else(x):
    if x > 0:
        r = 'pos'
        return r
    r = 'nonpos'
    return r
