def with_exception_propagates(log):
    try:
        with _CM(log):
            raise KeyError('k')
    except KeyError:
        log.append('caught')
    return log
