def tuple_subscripts(d):
    return (d[1, 2], d[1, 2], d[1:2, 3], d[...])
