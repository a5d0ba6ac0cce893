def for_finally_while_true_break_then_more(log, items):
    for item in items:
        try:
            log.append(10 // item)
        finally:
            while True:
                if len(log) < 2:
                    break
                if log.pop(0) > 3:
                    continue
                log.pop()
        log.append(item)
    return log
