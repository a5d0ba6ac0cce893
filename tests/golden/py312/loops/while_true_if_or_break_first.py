def while_true_if_or_break_first(stop, full, got):
    while True:
        if stop(got) or full(got):
            break
        got.append(1)
    got.append(0)
    return got
