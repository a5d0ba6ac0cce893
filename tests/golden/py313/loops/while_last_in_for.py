def while_last_in_for(xs):
    out = []
    for x in xs:
        while x > 0:
            x -= 2
            out.append(x)
    return out
