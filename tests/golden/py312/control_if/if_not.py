def if_not(x):
    if not x:
        return 'empty'
    return 'full'
