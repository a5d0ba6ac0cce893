def walrus_nested(x):
    return ((y := (x + 1)) * (z := (y * 2)), y, z)
