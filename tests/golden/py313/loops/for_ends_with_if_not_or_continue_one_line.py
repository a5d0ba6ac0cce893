def for_ends_with_if_not_or_continue_one_line(xs, log):
    for x in xs:
        log.append(x)
        if not (x > 3 or x % 2):
            continue
    return log
