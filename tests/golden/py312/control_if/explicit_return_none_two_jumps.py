def explicit_return_none_two_jumps(x, m):
    if isinstance(x, int):
        if 'val' in m:
            return 1
        if x > 0 and m:
            return 2
        return
    return x
