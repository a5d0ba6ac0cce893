def while_or_and_test_continue(b, c, got):
    while (b(got) or not got) and c(got):
        if len(got) % 2:
            got.append(2)
            continue
        got.append(1)
    return got
