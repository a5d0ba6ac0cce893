def membership_continue(xs):
    out = []
    for x in xs:
        if x in (1, 2):
            continue
        out.append(x)
    return out
