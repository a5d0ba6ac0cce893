def finally_while_true_break(log, items):
    try:
        log.append(10 // len(items))
    finally:
        while True:
            if not items:
                break
            if items[-1] is None:
                raise ValueError(len(items))
            log.append(items.pop())
    return log
