def while_true_while_with_log_break(xs, log):
    while True:
        while True:
            with _Cm():
                log.append(len(xs))
                break
        if not xs:
            return log
        log.append(xs.pop())
