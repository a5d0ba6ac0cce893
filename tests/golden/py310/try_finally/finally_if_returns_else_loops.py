def finally_if_returns_else_loops(log, incremental, items):
    log.append('lock')
    try:
        if incremental:
            log.append('inc')
            if not items:
                return
            log.append(items[0])
        else:
            for x in items:
                try:
                    log.append(1 // x)
                except ZeroDivisionError as e:
                    raise ValueError(x) from e
    finally:
        log.append('unlock')
