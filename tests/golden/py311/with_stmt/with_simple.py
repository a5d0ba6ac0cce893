def with_simple(log):
    with _CM(log):
        log.append('body')
    return log
