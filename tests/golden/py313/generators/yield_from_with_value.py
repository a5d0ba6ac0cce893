def yield_from_with_value():
    result = (yield from _inner())
    yield result
