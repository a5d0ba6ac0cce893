def while_try_continue_dead_code(log, items):
    while items:
        try:
            log.append(10 // items.pop())
            continue
        except ZeroDivisionError:
            log.append('except')
    return log
