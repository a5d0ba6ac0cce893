def explicit_final_return_after_if(a, log):
    log.append(1)
    if a:
        log.append(2)
    return
