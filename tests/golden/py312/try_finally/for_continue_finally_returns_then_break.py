def for_continue_finally_returns_then_break(items, log, a):
    for x in items:
        try:
            if a:
                continue
            log.append(x)
        finally:
            if x == 1:
                return x
            log.append(0)
        break
    return log
