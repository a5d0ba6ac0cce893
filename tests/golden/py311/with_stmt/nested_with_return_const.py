def nested_with_return_const(log, swallow):
    with _CM(log, 'a'), _CM(log, 'b', swallow):
        log.append(1 / len(log[1:]))
        return 1
