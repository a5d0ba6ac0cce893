def while_try_break_then_tail(items, log):
    while items:
        try:
            log.append(items.pop()[0])
        except IndexError:
            log.append(None)
        else:
            break
    log.append(len(items))
    log.append(len(log))
    return log
