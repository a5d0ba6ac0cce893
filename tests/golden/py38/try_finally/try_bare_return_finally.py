def try_bare_return_finally(log):
    try:
        return
    finally:
        log.append(1)
