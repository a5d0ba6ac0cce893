def while_true_while_with_break(xs, log):
    while True:
        with _Cm():
            pass
        log.append(xs.pop())
