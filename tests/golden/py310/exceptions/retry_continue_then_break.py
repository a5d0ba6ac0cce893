def retry_continue_then_break(values, log):
    it = iter(values)
    while True:
        try:
            x = int(next(it))
        except ValueError:
            log.append('bad')
            continue
        log.append(x)
        return log
