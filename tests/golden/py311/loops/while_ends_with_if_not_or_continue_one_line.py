def while_ends_with_if_not_or_continue_one_line(xs, log):
    while xs:
        log.append(xs.pop())
        if not log[-1] > 3 and (not log[-1] % 2):
            continue
    return log
