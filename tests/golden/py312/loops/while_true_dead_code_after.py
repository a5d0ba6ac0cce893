def while_true_dead_code_after(log, n):
    while True:
        log.append(n)
        if len(log) > n:
            return log
