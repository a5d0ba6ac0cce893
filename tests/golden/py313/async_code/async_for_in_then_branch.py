async def async_for_in_then_branch(out, n):
    out.append(1)
    if not out:
        async for i in _AIter(n):
            out.append(i)
    else:
        out.append(6)
        out.append(7)
    while True:
        out.append(8)
        return out
