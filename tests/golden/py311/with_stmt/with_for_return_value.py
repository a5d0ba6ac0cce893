def with_for_return_value(log, items):
    with _CM(log):
        for item in items:
            if item:
                return item
        log.append('none')
