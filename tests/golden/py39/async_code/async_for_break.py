async def async_for_break(n):
    async for i in _AIter(n):
        if not i > 1:
            continue
        break
    return i
