def while_true_with_break_then_return(log, swallow):
    with _CM(log, 'a', swallow):
        pass
    log.append('after')
    return log
