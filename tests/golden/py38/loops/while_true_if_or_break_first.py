def while_true_if_or_break_first(stop, full, got):
    while not stop(got):
        if full(got):
            break
        got.append(1)
    got.append(0)
    return got
