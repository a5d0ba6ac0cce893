def for_break_then_dead_code(items, log):
    for x in items:
        if x:
            log.append(x)
            continue
            log.append('dead')
        break
        log.append('dead')
    return log
