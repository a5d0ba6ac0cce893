def while_true_with_continue_then_if_continue(xs, log):
    while True:
        with _CM(log, 'a', len(xs) > 1):
            log.append(10 // xs.pop())
            continue
        if 0 < len(xs) < 3:
            continue
