def with_in_loop(n):
    log = []
    for i in range(n):
        with _CM(log, str(i)):
            log.append(i)
    return log
