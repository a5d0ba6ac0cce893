def while_try_else_clause_break(log, items):
    while items:
        item = items.pop()
        try:
            value = 10 // item
        except ZeroDivisionError:
            log.append('zero')
            break
        log.append(value)
    return log
