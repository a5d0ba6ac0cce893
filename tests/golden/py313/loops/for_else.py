def for_else(xs, target):
    for x in xs:
        if x == target:
            r = 'found'
            break
    else:
        r = 'missing'
    return r
