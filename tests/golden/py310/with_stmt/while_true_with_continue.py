def while_true_with_continue(log, items):
    while True:
        with _CM(log):
            if items.pop():
                continue
            log.append(len(items))
        return log
