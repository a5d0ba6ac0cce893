def nested_with_return_none_ends_function(log, swallow):
    with _CM(log, 'a'), _CM(log, 'b', swallow):
        log.append(1 / len(log[2:]))
        return
