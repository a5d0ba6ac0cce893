def comprehension_walrus(xs):
    if xs:
        return ([y for x in xs if (y := (x * 2)) > 2], y)
    return ([y for x in xs if (y := (x * 2)) > 2], None)
