async def async_gen_unreachable_yield():
    return
    yield
