def while_true_if_not_continue_then_break(xs, log):
    while True:
        log.append(xs.pop())
        if not log[-1] % 2:
            continue
        if not xs:
            break
    return log
