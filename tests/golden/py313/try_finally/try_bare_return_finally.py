def try_bare_return_finally(log):
    try:
        return None
    finally:
        log.append(1)
