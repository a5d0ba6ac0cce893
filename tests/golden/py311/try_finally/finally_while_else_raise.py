def finally_while_else_raise(log, items, d):
    try:
        log.append(0)
    finally:
        while items:
            log.append(items.pop())
            if d:
                break
        else:
            raise KeyError(d)
