def while_continue(n):
    i = 0
    evens = []
    while i < n:
        i += 1
        if i % 2:
            continue
        evens.append(i)
    return evens
