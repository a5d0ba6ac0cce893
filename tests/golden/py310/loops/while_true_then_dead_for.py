def while_true_then_dead_for(items, log):
    x: object
    while True:
        if len(log) > 2:
            return log
        log.append(0)
