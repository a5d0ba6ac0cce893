def attribute_and_subscript_targets(n):
    box = _Box()
    box.a = n
    box.b = n + 1
    store = [0, 0, 0]
    store[0] = box.b
    store[-1] = box.a
    d = {}
    d['x'] = d['y'] = n
    return (box.a, box.b, store, d)
