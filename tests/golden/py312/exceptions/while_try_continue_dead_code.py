def while_try_continue_dead_code(log, items):
    while items:
        try:
            log.append(10 // items.pop())
        except ZeroDivisionError:
            log.append('except')
        else:
            continue
    return log
