async def async_comprehension_await_element(n):
    return [await _value(i + j) async for i in _AIter(n) for j in range(2)]
