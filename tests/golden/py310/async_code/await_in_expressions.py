async def await_in_expressions(x):
    return (await _value(x) + 1, [await _value(i) for i in range(2)], await _value(await _value(x)))
