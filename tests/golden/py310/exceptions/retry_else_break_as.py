def retry_else_break_as(values, log):
    it = iter(values)
    while True:
        try:
            got = int(next(it))
        except ValueError as e:
            log.append(str(e)[:5])
            if len(log) > 2 or not values:
                raise
        else:
            break
    return (got, log)
