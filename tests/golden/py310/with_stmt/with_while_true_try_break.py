def with_while_true_try_break(log, items, limit):
    it = iter(items)
    with _CM(log, 'a'), _CM(log, 'b') as b:
        while True:
            if len(log) > limit:
                raise ValueError(b)
            try:
                log.append(next(it))
            except StopIteration:
                break
        log.append('after')
    return log
