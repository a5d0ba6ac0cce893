def while_break_last_in_for(xs):
    out = []
    for x in xs:
        while x > 0:
            x -= 2
            if x == 1:
                break
        out.append(x)
    return out
