def while_true_nested_with_return_const(log, swallow):
    counter = 0
    while True:
        counter += 1
        with _CM(log, 'outer'), _CM(log, 'inner', swallow):
            if counter < 2:
                raise KeyError(counter)
            return 1
