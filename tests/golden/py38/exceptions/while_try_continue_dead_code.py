def while_try_continue_dead_code(log, items):
    while items:
        try:
            log.append(10 // items.pop())
            continue
            log.append('dead')
        except ZeroDivisionError:
            log.append('except')
    return log
