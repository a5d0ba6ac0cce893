def nested_try_except_finally_return_in_finally(x, items, log):
    try:
        try:
            log.append(x)
            return 1
        except ValueError:
            log.append('caught')
        finally:
            log.append(x)
            return x
    finally:
        for y in items:
            log.append(y)
