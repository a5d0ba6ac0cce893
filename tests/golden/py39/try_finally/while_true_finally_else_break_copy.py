def while_true_finally_else_break_copy(a, b, log):
    while True:
        try:
            if not a and (not b):
                log.append(1)
            else:
                break
            log.append(2)
            break
        finally:
            log.append(3)
