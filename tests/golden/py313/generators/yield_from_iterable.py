def yield_from_iterable(xs):
    yield from xs
    yield from (x * 2 for x in xs)
