def while_simple(n):
    i = 0
    while i < n:
        i += 1
    return i
