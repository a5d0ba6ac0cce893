def while_true_first_while_else_break(n, got):
    while True:
        while True:
            if len(got) < n and len(got) % 3:
                got.append(1)
                continue
            break
        if len(got) >= n:
            break
        got.append(0)
    return got
