def guard_bool_ops(v, limit):
    match v:
        case [x, y] if x > limit or (y < 0 and x != y):
            return 'odd'
        case {'n': n} if not n:
            return 'empty n'
    return 'fine'
