def while_true_with_continue_then_chain(log, x):
    while True:
        with _CM(log, swallow=True):
            if len(log) > 8:
                return log
            if len(log) % 4 == 2:
                raise KeyError(x)
            continue
        if 0 < x < 9:
            continue
