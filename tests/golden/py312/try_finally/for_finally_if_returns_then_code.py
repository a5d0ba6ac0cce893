def for_finally_if_returns_then_code(items, log, c):
    for x in items:
        try:
            if c:
                continue
            log.append(x)
        finally:
            if x == 1:
                return x
            log.append(2)
        log.append(3)
