def constant_false_filter(n):
    a = sum((x for x in (None for y in (z for z in range(n)) if False)))
    b = [None for y in range(n) if False]
    c = {None: None for y in range(n) if False}
    return (a, b, c)
