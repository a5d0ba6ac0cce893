def for_ends_with_if_not_and_or_continue(xs, a, b, log):
    for x in xs:
        log.append(x)
        if not (a(x) and (b(x) or x > 5)):
            continue
