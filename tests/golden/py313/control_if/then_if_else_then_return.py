def then_if_else_then_return(a, b, items, log):
    if a:
        if b:
            for item in items:
                log.append(item)
        else:
            log.append(2)
    else:
        log.append(items)
        if items:
            log.append(1)
