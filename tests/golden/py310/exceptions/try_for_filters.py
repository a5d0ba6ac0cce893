def try_for_filters(out, xs):
    try:
        for x in xs:
            if not x % 5:
                continue
            if not x % 3:
                out.append(x)
    except TypeError:
        out.append(None)
