def while_true_try_continue_finally(log, items):
    while True:
        try:
            if items.pop():
                continue
            log.append(len(items))
        finally:
            log.append('fin')
        return log
