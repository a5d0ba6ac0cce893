def while_true_while_with_break(xs, log):
    while True:
        while True:
            with _Cm():
                break
        log.append(xs.pop())
