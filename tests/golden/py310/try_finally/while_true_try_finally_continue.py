def while_true_try_finally_continue(log, x):
    while True:
        if log.pop():
            return
        try:
            log.append(x)
            continue
        except:
            continue
