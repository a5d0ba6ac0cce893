def for_return_constant_except_finally(log, items):
    for item in items:
        try:
            return
        except ValueError:
            log.append(item)
        finally:
            log.append(-item)
    return 0
