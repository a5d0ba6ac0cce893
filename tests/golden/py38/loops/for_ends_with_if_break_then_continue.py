def for_ends_with_if_break_then_continue(xs, log):
    for x in xs:
        log.append(x)
        if x > 2:
            break
        continue
    return log
