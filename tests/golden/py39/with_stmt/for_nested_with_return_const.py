def for_nested_with_return_const(log, items, swallow):
    for item in items:
        with _CM(log, 'a'), _CM(log, 'b', swallow):
            log.append(item)
            if item < 0:
                raise ValueError(item)
            return 1
        log.append('swallowed')
    return log
