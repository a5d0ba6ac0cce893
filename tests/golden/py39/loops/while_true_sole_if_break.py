def while_true_sole_if_break(items, log):
    while True:
        if items.pop():
            break
    log.append(len(items))
    return log
