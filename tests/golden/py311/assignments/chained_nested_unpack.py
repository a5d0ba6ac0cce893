def chained_nested_unpack(f):
    a, (b, c) = d = f()
    return (a, b, c, d)
