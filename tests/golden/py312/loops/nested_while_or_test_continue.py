def nested_while_or_test_continue(a, b, got):
    while a(got):
        got.append(0)
        while b(got) or not got:
            if len(got) % 2:
                got.append(2)
                continue
            got.append(1)
    return got
