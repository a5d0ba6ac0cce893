def for_try_nested_with_return_const(log, items):
    for item in items:
        try:
            with _CM(log, 'a'), _CM(log, 'b', item == 0):
                log.append(1 // (item - 1) if item > 1 else item // item)
                return 1
            continue
        except ZeroDivisionError:
            log.append('zero')
            continue
    return log
