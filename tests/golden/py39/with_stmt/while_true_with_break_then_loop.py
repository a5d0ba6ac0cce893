def while_true_with_break_then_loop(log, n):
    while True:
        with _CM(log, 'a'), _CM(log, 'b'):
            break
    while True:
        n -= 1
        log.append(n)
        if n <= 0:
            return log
