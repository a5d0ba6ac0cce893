def simple_yield(n):
    for i in range(n):
        yield (i * i)
