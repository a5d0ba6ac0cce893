def while_try_only_continue(log, items):
    while items:
        log.append(items.pop())
        continue
    log.append(3)
