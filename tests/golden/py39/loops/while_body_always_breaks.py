def while_body_always_breaks(a, log):
    while a(log):
        log.append(1)
        break
    return log
