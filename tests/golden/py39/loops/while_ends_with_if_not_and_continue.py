def while_ends_with_if_not_and_continue(xs, log):
    while xs:
        log.append(xs.pop())
        if log[-1] > 1 and (not log[-1] % 2):
            continue
    return log
