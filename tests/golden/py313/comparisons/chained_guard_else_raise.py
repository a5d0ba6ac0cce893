def chained_guard_else_raise(i, n):
    if 0 <= i < n:
        return i
    raise IndexError(i)
