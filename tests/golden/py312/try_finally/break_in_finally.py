def break_in_finally(xs):
    out = []
    for x in xs:
        try:
            out.append(x)
        finally:
            if x > 1:
                break
    return out
