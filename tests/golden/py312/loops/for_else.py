def for_else(xs, target):
    for x in xs:
        if x == target:
            r = 'found'
            return r
    r = 'missing'
    return r
