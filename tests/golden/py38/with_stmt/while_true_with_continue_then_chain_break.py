def while_true_with_continue_then_chain_break(log, x):
    while True:
        with _CM(log, swallow=True):
            if len(log) > 12:
                return log
            else:
                if len(log) % 4 == 2:
                    raise KeyError(x)
                continue
        if 0 < x < 9:
            return
