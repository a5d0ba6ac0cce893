def if_closes_for_body(xs):
    out = []
    for x in xs:
        out.append(x)
        if not x > 1:
            continue
        out.append(-x)
    return out
