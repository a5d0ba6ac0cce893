def tuples_nested():
    return ((), (1,), (1, (2, (3, (4,)))), ((), ((),)), ('a', b'b', 1.0, None, True))
