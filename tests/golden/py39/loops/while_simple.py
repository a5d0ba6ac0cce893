def while_simple(n):
    i = 0
    while True:
        if i < n:
            i += 1
            continue
    return i
