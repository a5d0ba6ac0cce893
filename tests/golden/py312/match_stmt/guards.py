def guards(v):
    match v:
        case [x, y] if x == y:
            return 'diagonal'
        case [x, y] if x > y:
            return 'below'
        case [x, _]:
            return ('above', x)
