def while_not_or_with_continue_then_code(xs, log, swallow):
    while not len(xs) > 3 and -1 not in xs:
        with _CM(log, 'a', swallow):
            xs.append(len(xs))
            log.append(1 // (len(xs) % 2))
            continue
    log.append('after')
    return log
