def three_withs_return_const(log, swallow):
    with _CM(log, 'a'), _CM(log, 'b'), _CM(log, 'c', swallow):
        log.append(1 / len(log[3:]))
        return 'x'
