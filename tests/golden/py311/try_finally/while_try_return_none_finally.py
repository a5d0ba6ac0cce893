def while_try_return_none_finally(log, items):
    if items:
        try:
            log.append(items.pop())
            return
        finally:
            log.append('fin')
    return log
