def if_return_fallthrough(x):
    if x > 5:
        return 'big'
    if x > 2:
        y = 'mid'
        return y
    y = 'small'
    return y
