def try_else_closing_body(xs):
    out = []
    for x in xs:
        try:
            v = 10 // x
        except ZeroDivisionError:
            out.append('zero')
        else:
            out.append(v)
    return out
