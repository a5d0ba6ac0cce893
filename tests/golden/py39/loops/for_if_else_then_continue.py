def for_if_else_then_continue(items, log):
    for x in items:
        if x > 1:
            log.append(1)
            continue
        log.append(x)
        continue
    return log
