async def await_simple(x):
    a = await _value(x)
    b = await _Tick(x)
    return (a, b)
