async def async_try(x):
    try:
        await _value(x)
        if x:
            raise ValueError(x)
    except ValueError as e:
        return ('caught', e.args)
    finally:
        await _Tick('finally')
    return 'ok'
