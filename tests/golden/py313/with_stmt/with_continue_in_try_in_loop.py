def with_continue_in_try_in_loop(log, items):
    for item in items:
        try:
            with _CM(log):
                log.append(10 // item)
                continue
        except ZeroDivisionError:
            log.append('zero')
        log.append('after')
    return log
