def try_return_const_finally(log):
    log.append(0)
    try:
        pass
    finally:
        log.append(len(log))
    return 1
