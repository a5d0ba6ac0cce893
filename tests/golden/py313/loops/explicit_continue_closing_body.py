def explicit_continue_closing_body(xs):
    out = []
    for x in xs:
        if not x:
            continue
        out.append(x)
    return out
