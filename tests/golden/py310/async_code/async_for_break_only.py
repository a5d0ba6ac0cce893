async def async_for_break_only(n):
    async for i in _AIter(n):
        break
    return 'done'
