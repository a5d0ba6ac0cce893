def literal_patterns(v):
    if v == 0:
        v
        return 'zero'
    if v == 1:
        v
        v
        return 'small'
    if v == 2:
        v
        v
        return 'small'
    if v == 3:
        v
        v
        return 'small'
    v
    if v == 's':
        v
        return 'string'
    if v == b'b':
        v
        return 'bytes'
    if v == -1:
        v
        return 'minus one'
    if v == 1.5:
        v
        return 'float'
    if v == 2j:
        v
        return 'complex'
    if v == (1+2j):
        v
        return 'complex sum'
    if v is None:
        v
        return 'none'
    if v is True:
        return 'true'
    return 'other'
