def for_return_finally_continue(log, items, x):
    for item in items:
        try:
            log.append(item)
            return item
        finally:
            if x:
                continue
    return log
