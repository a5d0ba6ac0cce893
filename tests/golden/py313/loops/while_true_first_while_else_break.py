def while_true_first_while_else_break(n, got):
    while True:
        while len(got) < n:
            if len(got) % 3:
                got.append(1)
            else:
                break
        if len(got) >= n:
            return got
        got.append(0)
