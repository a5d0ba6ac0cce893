async def async_return_in_async_with(log):
    async with _ACM(log):
        return len(log)
