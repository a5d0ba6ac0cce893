def for_else(xs, target):
    for x in xs:
        if not x == target:
            continue
        r = 'found'
        return r
    r = 'missing'
    return r
