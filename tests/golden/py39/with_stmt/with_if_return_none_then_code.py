def with_if_return_none_then_code(log, meta):
    with _CM(log):
        log.append(1)
        if meta is None:
            log.append(2)
            return
        (a, b) = meta
        log.append(a + b)
