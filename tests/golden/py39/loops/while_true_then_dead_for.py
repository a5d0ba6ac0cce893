def while_true_then_dead_for(items, log):
    while True:
        if len(log) > 2:
            return log
        log.append(0)
    for x in items:
        log.append(x)
