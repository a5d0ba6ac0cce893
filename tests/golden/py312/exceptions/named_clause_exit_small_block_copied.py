def named_clause_exit_small_block_copied(log, fail):
    try:
        value = 1 // fail
    except ZeroDivisionError as exc:
        log.append(str(exc)[:4])
    else:
        log.append(value)
    list()
