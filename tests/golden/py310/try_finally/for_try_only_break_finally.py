def for_try_only_break_finally(log, items):
    for item in items:
        try:
            pass
        finally:
            log.append(item)
        break
    return log
