def yield_in_expressions(n):
    total = 0
    for i in range(n):
        total += (yield i) or 0
    yield total
