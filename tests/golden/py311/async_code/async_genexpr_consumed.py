async def async_genexpr_consumed(n):
    gen = (i * 2 async for i in _AIter(n))
    return [x async for x in gen if x > 1]
