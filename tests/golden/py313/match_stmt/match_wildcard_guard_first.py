def match_wildcard_guard_first(x):
    y = None
    match x:
        case _ if not x:
            y = 0
            return y
        case 1:
            y = 1
            return y
    return y
