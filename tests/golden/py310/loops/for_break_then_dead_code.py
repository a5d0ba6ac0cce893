def for_break_then_dead_code(items, log):
    for x in items:
        if x:
            log.append(x)
            continue
        break
    return log
