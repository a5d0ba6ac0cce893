def singletons_and_keys(v):
    match v:
        case False:
            return 'false'
        case {_Color.RED: r, 'k': None}:
            return ('red-key', r)
        case _Point(x=px, y=_Point() as inner):
            return ('nested point', px, inner.x)
    return '?'
