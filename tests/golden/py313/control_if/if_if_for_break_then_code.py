def if_if_for_break_then_code(log, value, items):
    if value is None:
        log.append(0)
        if items:
            for item in items:
                if item > 1:
                    value = item
                    break
    log.append(value)
    return log
