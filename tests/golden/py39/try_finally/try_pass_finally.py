def try_pass_finally(log):
    try:
        pass
    finally:
        log.append(1)
    return log
