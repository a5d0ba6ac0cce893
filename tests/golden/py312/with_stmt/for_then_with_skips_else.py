def for_then_with_skips_else(items, log, swallow):
    for v in items:
        if v > 1:
            with _CM(log, 'a', swallow):
                log.append(1 / (v - 2))
        else:
            log.append(v)
    return log
