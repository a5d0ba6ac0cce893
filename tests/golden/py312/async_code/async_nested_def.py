async def async_nested_def(x):

    async def inner(y):
        return await _value(y * 2)
    return await inner(x)
