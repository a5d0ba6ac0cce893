def while_if_continue_last(a, got):
    while a(got):
        got.append(0)
        if len(got) % 2:
            got.append(2)
            continue
    return got
