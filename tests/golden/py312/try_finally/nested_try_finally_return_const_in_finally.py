def nested_try_finally_return_const_in_finally(x, items, log):
    try:
        try:
            log.append(1)
        finally:
            log.append(x)
            return x
    finally:
        for y in items:
            log.append(y)
