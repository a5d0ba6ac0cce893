def for_while_true_with_pair_break_then_code(log, items):
    for x in items:
        while True:
            with _CM(log, 'a'), _CM(log, 'b'):
                break
        log.append(x)
    return log
