def finally_for_break_else_raise(log, items):
    try:
        log.append(10 // len(items))
    finally:
        for item in items:
            log.append(item)
            if item > 2:
                break
        else:
            raise ValueError(len(log))
    return log
