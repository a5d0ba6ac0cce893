def frozensets(x):
    return (x in frozenset({1, 2, 3}), x in frozenset({'a', 'b'}), x not in frozenset({1.5, None}), frozenset({1, 2}))
