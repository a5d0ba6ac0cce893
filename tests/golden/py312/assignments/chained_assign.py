def chained_assign(v):
    a = b = c = v
    x = y = [v]
    x.append(1)
    return (a, b, c, y)
