def for_ends_with_if_return_then_continue(xs, log):
    for x in xs:
        log.append(x)
        if x > 2:
            return x
        continue
    return log
