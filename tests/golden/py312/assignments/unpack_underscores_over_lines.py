def unpack_underscores_over_lines(f):
    a, _, _, b = f()
    return (a, b, _)
