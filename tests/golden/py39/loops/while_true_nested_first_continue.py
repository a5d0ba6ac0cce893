def while_true_nested_first_continue(a, b, got):
    while True:
        if b(got) and got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
            continue
        if a(got):
            break
        got.append(0)
    return got
