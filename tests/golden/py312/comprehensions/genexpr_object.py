def genexpr_object(xs):
    g = (x + 1 for x in xs)
    return (list(g), list(g))
