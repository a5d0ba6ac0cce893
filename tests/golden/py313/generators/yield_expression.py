def yield_expression():
    received = []
    x = (yield 1)
    received.append(x)
    y = (yield x)
    received.append(y)
    yield received
