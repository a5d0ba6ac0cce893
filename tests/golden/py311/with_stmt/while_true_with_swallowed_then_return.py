def while_true_with_swallowed_then_return(log, a):
    while True:
        with _CM(log, 'b', True):
            log.append(1 // a)
            break
        log.append('swallowed')
        return 1
    return log
