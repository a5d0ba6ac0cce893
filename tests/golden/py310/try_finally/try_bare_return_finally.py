def try_bare_return_finally(log):
    try:
        pass
    finally:
        log.append(1)
