def while_or_with_return_then_code(log, items, swallow):
    while items.pop() or items:
        with _CM(log, 'a', swallow):
            log.append(1 // items[-1])
            return 1
    log.append('after')
    return log
