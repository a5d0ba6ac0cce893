def bodies_fall_through(v):
    kind = None
    match v:
        case int() | float():
            kind = 'number'
            return kind
        case str(s) if s:
            kind = 'text'
            return kind
        case [*items]:
            kind = 'seq%d' % len(items)
            return kind
    kind = 'other'
    return kind
