def for_break_in_try_to_implicit_return(xs, out):
    try:
        for x in xs:
            if not x:
                break
            out.append(x)
    except ValueError:
        out.append(0)
        raise
