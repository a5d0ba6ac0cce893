def continue_in_finally(xs):
    out = []
    for x in xs:
        try:
            if x % 2:
                raise ValueError(x)
        finally:
            out.append(x)
            continue
    return out
