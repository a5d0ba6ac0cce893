def constant_false_filter(n):
    a = sum((x for x in (y for y in (z for z in range(n)) if False)))
    b = [y for y in range(n) if False]
    c = {y: 1 for y in range(n) if 0}
    return (a, b, c)
