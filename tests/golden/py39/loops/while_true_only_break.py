def while_true_only_break(log):
    while True:
        break
    log.append(1)
    return log
