def while_break_finally_break_then_if_else(a, b, x, log):
    while True:
        try:
            pass
        finally:
            log.append(a)
            break
    if a and b:
        log.append(b)
    else:
        x = x + 1
    log.append(x)
