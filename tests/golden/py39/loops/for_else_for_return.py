def for_else_for_return(items, log):
    for x in items:
        if x == 1:
            break
    else:
        for x in items:
            return
    log.append(len(items))
