async def async_comprehensions(n):
    a = [i async for i in _AIter(n)]
    b = {i: await _value(i * 2) for i in range(n)}
    c = [i async for i in _AIter(n) if i % 2]
    return (a, b, c)
