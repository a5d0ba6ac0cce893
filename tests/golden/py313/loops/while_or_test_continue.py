def while_or_test_continue(b, got):
    while b(got) or not got:
        if len(got) % 2:
            got.append(2)
            continue
        got.append(1)
    return got
