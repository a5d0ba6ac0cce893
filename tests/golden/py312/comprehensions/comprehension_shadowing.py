def comprehension_shadowing(x):
    y = [x for x in range(3)]
    return (x, y)
