def for_ends_with_if_not_and_is_not_continue(xs, log):
    for x in xs:
        log.append(x)
        if not (x > 1 and log[0] is not None):
            continue
