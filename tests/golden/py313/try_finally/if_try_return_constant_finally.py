def if_try_return_constant_finally(log, ready):
    if ready:
        log.append(0)
        try:
            log.append(1)
        finally:
            log.append('fin')
        return 5
    return log
