def while_true_with_break_then_return(log, swallow):
    while True:
        with _CM(log, 'a', swallow):
            break
        return log
    log.append('after')
    return log
