def while_try_only_continue(log, items):
    while items:
        log.append(items.pop())
        try:
            continue
        except:
            log.append(2)
    log.append(3)
