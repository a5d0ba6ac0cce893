def nested_while_first_continue(a, b, got):
    while a(got):
        while b(got):
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
        got.append(0)
    return got
