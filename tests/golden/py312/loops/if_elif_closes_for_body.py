def if_elif_closes_for_body(xs):
    out = []
    for x in xs:
        if x > 2:
            out.append('big')
            continue
        if x > 0:
            out.append('small')
    return out
