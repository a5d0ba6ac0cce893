def while_and_explicit_final_continue(a, log):
    while a and len(log) < 3:
        log.append(a)
        continue
    return log
