def chained_name_unpack_name(f):
    x = a, b = y = f()
    return (x, a, b, y)
