def for_range_step(n):
    return ([i for i in range(n, 0, -2)], sum(range(0, n, 3)))
