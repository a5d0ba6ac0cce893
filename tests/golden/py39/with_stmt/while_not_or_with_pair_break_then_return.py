def while_not_or_with_pair_break_then_return(xs, log, swallow):
    if not (len(xs) > 3 or -1 in xs):
        with _CM(log, 'a', swallow), _CM(log, 'b'):
            log.append(1 // len(xs))
        return log
    else:
        log.append('else')
    log.append('after')
    return log
