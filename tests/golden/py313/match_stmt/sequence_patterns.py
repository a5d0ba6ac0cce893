def sequence_patterns(v):
    match v:
        case []:
            return 'empty'
        case [a, b]:
            return ('pair', a, b)
        case [first, *rest] if len(rest) > 2:
            return ('long', first, rest)
        case [a, b, *_, c]:
            return ('head-tail', a, b, c)
        case [*_]:
            return 'short'
    return 'not a sequence'
