def while_true_ends_with_if_not_and_continue(xs, log):
    while True:
        if not xs:
            return log
        log.append(xs.pop())
        if not (log[-1] > 1 and log[-1] % 2):
            continue
