def nested_patterns(v):
    match v:
        case {'points': [_Point(x=0), *others]}:
            return ('starts at origin x', len(others))
        case [[a, b], [c, d]]:
            return a + b + c + d
        case ['cmd', {'args': [*args]}]:
            return ('cmd', args)
    return 'none'
