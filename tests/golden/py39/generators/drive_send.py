def drive_send(n):

    def gen():
        acc = []
        while True:
            value = (yield len(acc))
            if value is None:
                return acc
            acc.append(value)
    g = gen()
    next(g)
    sizes = [g.send(i) for i in range(n)]
    try:
        g.send(None)
    except StopIteration as stop:
        return (sizes, stop.value)
