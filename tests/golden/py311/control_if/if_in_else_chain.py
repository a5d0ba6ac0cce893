def if_in_else_chain(x):
    if x % 2:
        if x % 3:
            r = 'odd-not3'
        else:
            r = 'odd-3'
    elif x % 3:
        r = 'even-not3'
    else:
        r = 'even-3'
    return r
