def comprehension_walrus(xs):
    return ([y for x in xs if (y := (x * 2)) > 2], y if xs else None)
