def while_true_with_break_in_outer_with(log, fail):
    with _CM(log, 'a', True):
        while True:
            with _CM(log, 'b', fail > 1):
                log.append(1 / fail)
                break
    log.append('after')
    return log
