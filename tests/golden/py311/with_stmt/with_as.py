def with_as(log):
    with _CM(log) as value:
        log.append(value)
    return log
