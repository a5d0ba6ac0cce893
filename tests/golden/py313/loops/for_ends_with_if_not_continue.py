def for_ends_with_if_not_continue(xs, keep, log):
    for x in xs:
        log.append(x)
        if not keep(x):
            continue
    return log
