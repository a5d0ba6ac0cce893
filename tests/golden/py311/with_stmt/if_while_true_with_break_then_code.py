def if_while_true_with_break_then_code(log, a, fail):
    if a:
        while True:
            with _CM(log, 'a', fail > 1):
                log.append(1 / fail)
                break
    log.append('after')
    return log
