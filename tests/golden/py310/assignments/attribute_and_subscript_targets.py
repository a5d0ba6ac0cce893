def attribute_and_subscript_targets(n):
    box = _Box()
    (box.a, box.b) = (n, n + 1)
    store = [0, 0, 0]
    (store[0], store[-1]) = (box.b, box.a)
    d = {}
    d['x'] = d['y'] = n
    return (box.a, box.b, store, d)
