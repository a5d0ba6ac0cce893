def bool_short_circuit(items):
    calls = []

    def probe(v):
        calls.append(v)
        return v
    r1 = probe(0) and probe(1)
    r2 = probe(0) or probe(2) or probe(3)
    r3 = probe(1) and probe(0) or probe(4)
    return (r1, r2, r3, calls, items and items[0])
