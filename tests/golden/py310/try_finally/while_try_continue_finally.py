def while_try_continue_finally(log, n):
    while n > 0:
        n -= 1
        try:
            continue
        finally:
            log.append(n)
    return log
