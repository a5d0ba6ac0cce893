def while_true_finally_else_break_copy(a, b, log):
    try:
        if not a and (not b):
            log.append(1)
        else:
            return
        log.append(2)
    finally:
        log.append(3)
