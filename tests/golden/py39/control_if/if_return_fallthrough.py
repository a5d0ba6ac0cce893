def if_return_fallthrough(x):
    if x > 5:
        return 'big'
    if x > 2:
        y = 'mid'
    else:
        y = 'small'
    return y
