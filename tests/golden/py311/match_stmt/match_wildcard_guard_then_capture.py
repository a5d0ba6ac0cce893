def match_wildcard_guard_then_capture(x, got):
    z = None
    match x:
        case _ if x > 5 and got:
            y = 0
        case z if not x:
            y = 1
        case _:
            y = 2
    return (y, z)
