def with_for_return_at_end(log, items):
    with _CM(log, 'a'), _CM(log, 'b'):
        for item in items:
            log.append(item)
            return
