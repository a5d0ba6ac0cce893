def while_or_with_pair_return_then_code(log, items, swallow):
    while items.pop() or items:
        with _CM(log, 'a'), _CM(log, 'b', swallow):
            log.append(1 // items[-1])
            return None
    with _CM(log, 'c'):
        log.append('after')
    return log
