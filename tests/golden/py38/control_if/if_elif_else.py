def if_elif_else(x):
    if x < 0:
        return 'neg'
    if x == 0:
        return 'zero'
    if x < 10:
        return 'small'
    else:
        return 'big'
