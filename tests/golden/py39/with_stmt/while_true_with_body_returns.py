def while_true_with_body_returns(log, swallow, fails):
    counter = 0
    while True:
        counter += 1
        with _CM(log, swallow=swallow):
            if counter <= fails:
                raise KeyError(counter)
            counter += 10
            return counter
        counter += 100
