def if_elif_else_pass_in_loop(log, items):
    for item in items:
        if item > 1:
            log.append(item)
        elif item < 0:
            log.append(-item)
        else:
            pass
        log.append(0)
    return log
