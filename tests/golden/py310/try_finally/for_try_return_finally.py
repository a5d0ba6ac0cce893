def for_try_return_finally(log, items):
    for item in items:
        try:
            log.append(item)
            return item
        finally:
            log.append('fin')
