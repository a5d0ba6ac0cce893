def while_body_always_breaks(a, log):
    if a(log):
        log.append(1)
        return log
    return log
