def for_ends_with_if_not_and_continue(xs, log):
    for x in xs:
        log.append(x)
        if x > 1 and (not x % 2):
            continue
