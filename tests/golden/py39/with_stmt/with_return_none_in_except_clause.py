def with_return_none_in_except_clause(log, fail, swallow):
    try:
        log.append(1 / fail)
    except ZeroDivisionError:
        with _CM(log, 'a', swallow):
            log.append(1 / len(log[1:]))
            return
        log.append(2)
    return log
