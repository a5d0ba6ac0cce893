async def async_for_nested(n):
    out = []
    async for i in _AIter(n):
        async for j in _AIter(i):
            out.append((i, j))
    return out
