def while_true_nested_first_continue(a, b, got):
    while True:
        while b(got) and got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
        if a(got):
            return got
        got.append(0)
