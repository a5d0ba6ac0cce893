def for_continue(xs):
    out = []
    for x in xs:
        if x < 0:
            continue
        out.append(x)
    return out
