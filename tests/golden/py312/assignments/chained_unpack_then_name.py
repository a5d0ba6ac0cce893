def chained_unpack_then_name(f):
    a, b, c = ei = f()
    return (a, b, c, ei)
