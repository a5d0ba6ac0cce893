def match_fallthrough(v):
    result = 'start'
    match v:
        case 1:
            result = 'one'
            return result
        case [1, 2]:
            return result
    return result
