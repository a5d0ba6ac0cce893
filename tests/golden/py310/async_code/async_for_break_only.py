async def async_for_break_only(n):
    async for i in _AIter(n):
        return 'done'
    return 'done'
