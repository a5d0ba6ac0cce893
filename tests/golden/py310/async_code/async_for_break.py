async def async_for_break(n):
    async for i in _AIter(n):
        if i > 1:
            return i
    return i
