def while_test_with_break_then_code(log, n):
    while len(log) < n:
        with _CM(log, 'a', len(log) > 1):
            log.append(1 / (len(log) - 3))
            break
    log.append('after')
    return log
