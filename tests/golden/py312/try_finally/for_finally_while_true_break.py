def for_finally_while_true_break(log, items):
    for item in items:
        try:
            log.append(10 // item)
        finally:
            while True:
                if len(log) < 3:
                    break
                log.pop(0)
    return log
