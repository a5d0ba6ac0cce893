def if_with_pair_if_return_then_loop(log, x, a):
    if x > 1:
        with _CM(log, 'a'), _CM(log, 'b'):
            if a:
                return
    for x in log:
        break
    return log
