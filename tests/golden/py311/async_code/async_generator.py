async def async_generator(n):
    for i in range(n):
        yield (await _value(i))
    async with _ACM([]) as name:
        yield name
