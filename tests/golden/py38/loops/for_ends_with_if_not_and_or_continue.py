def for_ends_with_if_not_and_or_continue(xs, a, b, log):
    for x in xs:
        log.append(x)
        if a(x) and (not b(x)) and (not x > 5):
            continue
