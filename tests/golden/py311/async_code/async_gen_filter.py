async def async_gen_filter(n):
    for i in range(n):
        if not i % 2 or not i > 2:
            yield i
