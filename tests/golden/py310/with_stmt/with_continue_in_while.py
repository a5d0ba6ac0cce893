def with_continue_in_while(log, items, swallow):
    while items:
        item = items.pop()
        with _CM(log, swallow=swallow):
            log.append(10 // item)
            continue
        log.append('swallowed')
    return log
