def multiple_targets_with_unpack(v):
    a = b, c = v
    return (a, b, c)
