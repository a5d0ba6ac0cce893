def generator_with_lambda(n):
    f = lambda: (yield n)
    return list(f())
