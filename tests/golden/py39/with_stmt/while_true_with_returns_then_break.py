def while_true_with_returns_then_break(log, swallow, fails):
    counter = 0
    while True:
        counter += 1
        with _CM(log, swallow=swallow):
            if counter <= fails:
                raise KeyError(counter)
            return counter
        break
    return -counter
