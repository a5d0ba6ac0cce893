def generator_return(n):
    if n < 0:
        return
    yield n
    return n * 2
