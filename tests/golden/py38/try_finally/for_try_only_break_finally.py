def for_try_only_break_finally(log, items):
    for item in items:
        try:
            break
        finally:
            log.append(item)
    return log
