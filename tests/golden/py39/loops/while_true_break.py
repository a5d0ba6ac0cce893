def while_true_break(n):
    i = 0
    while not i >= n:
        i += 1
    return i
