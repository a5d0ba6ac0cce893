def for_with_return_then_break(log, items, swallow):
    for item in items:
        with _CM(log, 'a', swallow):
            log.append(1 // item)
            return
        break
    log.append('after')
