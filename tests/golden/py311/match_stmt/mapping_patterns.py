def mapping_patterns(v):
    match v:
        case {'type': 'point', 'x': x, 'y': y}:
            return ('point', x, y)
        case {'type': 'named', **rest}:
            return ('named', sorted(rest))
        case {}:
            return 'mapping'
    return 'no match'
