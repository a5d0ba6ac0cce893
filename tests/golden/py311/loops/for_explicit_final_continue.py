def for_explicit_final_continue(items, log):
    for x in items:
        log.append(x)
    return log
