def capture_and_wildcard(v):
    match v:
        case [x]:
            return ('one', x)
        case x if isinstance(x, int) and x > 100:
            return ('big', x)
        case other:
            return ('other', other)
