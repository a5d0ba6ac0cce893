def explicit_continue_closing_body(xs):
    out = []
    for x in xs:
        if x:
            out.append(x)
    return out
