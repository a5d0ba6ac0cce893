def while_true_if_break_first(stop, got):
    while True:
        if stop(got):
            break
        got.append(1)
    got.append(0)
    return got
