def for_ends_with_if_not_and_continue_one_line(xs, log):
    for x in xs:
        log.append(x)
        if not (x > 1 and x % 2):
            continue
