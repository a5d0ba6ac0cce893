def frozensets(x):
    return (x in {1, 2, 3}, x in {'a', 'b'}, x not in {1.5, None}, frozenset({1, 2}))
