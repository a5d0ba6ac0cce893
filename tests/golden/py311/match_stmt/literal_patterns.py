def literal_patterns(v):
    match v:
        case 0:
            return 'zero'
        case 1 | 2 | 3:
            return 'small'
        case 's':
            return 'string'
        case b'b':
            return 'bytes'
        case -1:
            return 'minus one'
        case 1.5:
            return 'float'
        case 2j:
            return 'complex'
        case 1 + 2j:
            return 'complex sum'
        case None:
            return 'none'
        case True:
            return 'true'
    return 'other'
