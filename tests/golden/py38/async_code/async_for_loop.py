async def async_for_loop(n):
    out = []
    async for i in _AIter(n):
        if i == 2:
            continue
        out.append(i)
    out.append('else')
    return out
