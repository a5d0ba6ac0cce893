def with_while_true_returns(log, items):
    it = iter(items)
    with _CM(log) as name:
        while True:
            x = next(it, None)
            if x is None:
                return name
            if x < 0:
                return x
