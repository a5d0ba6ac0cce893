def return_const_finally_try_in_try(log, x):
    try:
        try:
            log.append(1 // x)
        except ZeroDivisionError:
            log.append('zero')
    except ValueError:
        log.append('v')
        return log
    return 1
