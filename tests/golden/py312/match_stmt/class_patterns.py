def class_patterns(v):
    match v:
        case _Point(x=0, y=0):
            return 'origin'
        case _Point(0, y):
            return ('on y', y)
        case _Point(x, y=0):
            return ('on x', x)
        case _Point():
            return 'point'
        case int(n) | float(n):
            return ('number', n)
        case str() as s:
            return ('str', s)
