async def async_for_filters(n):
    out = []
    async for i in _AIter(n):
        if not i % 3:
            continue
        if not i % 2 and (not i > 4):
            out.append(i)
    return out
