def while_ends_with_if_not_and_continue_one_line(xs, log):
    while xs:
        log.append(xs.pop())
        if not log[-1] > 1 or not log[-1] % 2:
            continue
    return log
