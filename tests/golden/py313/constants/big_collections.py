def big_collections():
    return ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], {'a': 1, 'b': 2, 'c': 3}, {1, 2, 3})
