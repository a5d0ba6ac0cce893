def finally_while_true_for_else_break(log, items):
    try:
        log.append(0)
    finally:
        while True:
            for x in items:
                if x:
                    break
                log.append(x)
            else:
                break
            log.append(items.pop(0))
