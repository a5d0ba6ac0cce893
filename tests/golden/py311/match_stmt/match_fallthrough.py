def match_fallthrough(v):
    result = 'start'
    match v:
        case 1:
            result = 'one'
        case [1, 2]:
            pass
    return result
