def empty_loop_bodies(n):
    for _ in range(n):
        pass
    i = 0
    while True:
        if i < n:
            i += 1
            continue
    return i
