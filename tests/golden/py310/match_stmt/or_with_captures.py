def or_with_captures(v):
    match v:
        case [x, 1] | [1, x]:
            return ('one-side', x)
        case {'a': x, 'b': y} | {'b': y, 'c': x}:
            return (x, y)
        case [a, *mid, b]:
            return (a, mid, b)
