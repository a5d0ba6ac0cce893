def for_nested_with_break(log, items):
    for item in items:
        with _CM(log, 'a'), _CM(log, 'b'):
            log.append(item)
            break
