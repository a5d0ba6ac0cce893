async def async_for_break_else_tail(n, limit):
    out = []
    async for i in _AIter(n):
        out.append(i)
        if i == limit:
            break
    else:
        out.append('else')
    out.append('end')
    return out
