def except_clause_finally_raise(log, x):
    try:
        log.append(10 // x)
    except ZeroDivisionError:
        try:
            log.append('close')
        finally:
            raise
    finally:
        log.append('fin')
    return log
