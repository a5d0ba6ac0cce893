async def async_comprehension_subscript_target(n):
    tgt = [None]
    got = [0 async for tgt[0] in _AIter(n)]
    return (got, tgt)
