def value_patterns(v):
    match v:
        case _Color.RED:
            return 'r'
        case _Color.GREEN:
            return 'g'
    return '?'
