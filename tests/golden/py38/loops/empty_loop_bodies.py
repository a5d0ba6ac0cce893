def empty_loop_bodies(n):
    for _ in range(n):
        pass
    i = 0
    while i < n:
        i += 1
    return i
