def try_with_then_bare_raise_in_clause(log, fail, swallow):
    try:
        return 1 / fail
    except ZeroDivisionError:
        try:
            with _CM(log, 'a', swallow):
                log.append(1 / len(log[1:]))
        except ZeroDivisionError:
            log.append('inner')
        raise
