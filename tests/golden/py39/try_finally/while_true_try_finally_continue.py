def while_true_try_finally_continue(log, x):
    while True:
        if log.pop():
            break
        try:
            log.append(x)
        finally:
            continue
