def if_closes_for_body(xs):
    out = []
    for x in xs:
        out.append(x)
        if x > 1:
            out.append(-x)
    return out
