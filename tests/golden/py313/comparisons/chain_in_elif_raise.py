def chain_in_elif_raise(f, n):
    if n < 0:
        s = 1
        return s
    if f == 2 and -256 <= n < 256:
        s = 2
    else:
        raise ValueError(n)
    return s
