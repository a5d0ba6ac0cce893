def bodies_fall_through(v):
    kind = None
    match v:
        case int() | float():
            kind = 'number'
        case str(s) if s:
            kind = 'text'
        case [*items]:
            kind = 'seq%d' % len(items)
        case _:
            kind = 'other'
    return kind
