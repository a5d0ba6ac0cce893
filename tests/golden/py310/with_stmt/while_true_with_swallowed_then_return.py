def while_true_with_swallowed_then_return(log, a):
    with _CM(log, 'b', True):
        log.append(1 // a)
        return log
    log.append('swallowed')
    return 1
