def if_loops_return_then_shared_return_none(a, xs, p):
    if a == p:
        for s in xs:
            if s:
                return s
        if p == 1:
            for s in xs:
                if s == 2:
                    return s
        return
    else:
        return
