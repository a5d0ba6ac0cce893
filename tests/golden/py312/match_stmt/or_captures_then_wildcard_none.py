def or_captures_then_wildcard_none(v):
    match v:
        case _Point(x, y=2) | [x]:
            return 3
