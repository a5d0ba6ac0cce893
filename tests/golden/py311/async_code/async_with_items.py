async def async_with_items(log):
    async with _ACM(log, 'a') as a, _ACM(log, 'b') as b:
        log.append(a + b)
    async with _ACM(log, 'c'):
        log.append('c-body')
    return log
