def for_return_value_finally_returns_value(log, items, a):
    for item in items:
        try:
            if a:
                return item
        finally:
            if item == 1:
                return item
            log.append(item)
            return
