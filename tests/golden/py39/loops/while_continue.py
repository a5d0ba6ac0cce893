def while_continue(n):
    i = 0
    evens = []
    while True:
        if i < n:
            i += 1
            if i % 2:
                continue
            evens.append(i)
            continue
    return evens
