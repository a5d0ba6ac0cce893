def nested_with_return_const_ends_outer_body(log, swallow):
    with _CM(log, 'a'), _CM(log, 'b', swallow):
        log.append(1 / len(log[2:]))
        return 1
    log.append(2)
    return log
