def for_while_true_nested_with_break(log, items, swallow):
    for item in items:
        while True:
            with _CM(log, 'a'), _CM(log, 'b', swallow):
                log.append(item)
                if item < 0 and len(log) < 20:
                    raise ValueError(item)
                break
