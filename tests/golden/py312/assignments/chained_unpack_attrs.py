def chained_unpack_attrs(box, f):
    box.x, box.y, t = ei = f()
    return (t, ei, box.x)
