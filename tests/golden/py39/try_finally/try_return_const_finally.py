def try_return_const_finally(log):
    log.append(0)
    try:
        return 1
    finally:
        log.append(len(log))
