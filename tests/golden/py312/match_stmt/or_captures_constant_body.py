def or_captures_constant_body(v):
    match v:
        case [x] | [x, 1]:
            return 3
        case _Point(x, y) | {'x': x, 'y': y}:
            return 4
    return 0
