def finally_endless_loop(log, items):
    it = iter(items)
    try:
        log.append(len(items))
    finally:
        while True:
            log.append(next(it))
