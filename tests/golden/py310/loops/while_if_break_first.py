def while_if_break_first(b, got):
    while b(got):
        if len(got) > 5:
            break
        got.append(1)
    got.append(0)
    return got
