def for_else(xs, target):
    for x in xs:
        if not x == target:
            continue
        r = 'found'
        break
    else:
        r = 'missing'
    return r
