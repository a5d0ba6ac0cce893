def except_while_break_dead_with_else(log, fail):
    try:
        log.append(1 // fail)
    except ZeroDivisionError as e:
        while log and (len(log) > 1 or fail == 0):
            break
        else:
            log.append(2)
    return log
