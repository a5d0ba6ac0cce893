def try_for_then_return(xs):
    out = []
    try:
        for x in xs:
            out.append(x)
    except TypeError:
        out.append(None)
    return out
