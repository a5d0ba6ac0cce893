def while_true_break_nested_clause(log, args, params):
    args, params = (iter(args), iter(params))
    while True:
        try:
            log.append(next(args))
        except StopIteration:
            try:
                log.append(next(params))
            except StopIteration:
                break
    for item in args:
        log.append(item)
    return log
