def if_elif_no_else(x):
    r = []
    if x == 1:
        r.append('one')
        return r
    if x == 2:
        r.append('two')
    return r
