def while_true_break(n):
    i = 0
    while True:
        i += 1
        if i >= n:
            break
    return i
