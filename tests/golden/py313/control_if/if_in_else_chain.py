def if_in_else_chain(x):
    if x % 2:
        if x % 3:
            r = 'odd-not3'
            return r
        r = 'odd-3'
        return r
    if x % 3:
        r = 'even-not3'
        return r
    r = 'even-3'
    return r
