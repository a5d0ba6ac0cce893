def for_while_1_with_return_value(log, items):
    for item in items:
        while True:
            with _CM(log):
                log.append(item)
                return item
