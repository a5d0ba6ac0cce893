async def async_for_break_then_resume(n):
    it = _AIter(n)
    collected = []
    async for f in it:
        collected.append(f)
        if len(collected) == 2:
            break
    while True:
        collected.append('mid')
        async for f in it:
            collected.append(f)
        return collected
