def bare_yield():
    yield
    x = (yield)
    yield x
