def while_true_only_break(log):
    log.append(1)
    return log
