def else_branch_for_return(a, items, log):
    if a:
        log.append(a)
    else:
        for x in items:
            return
    log.append(len(items))
