def annotated(x):
    y = x
    w = y + 0.5
    return (y, w)
