def while_true_except_continue_then_bare(log, items):
    while True:
        try:
            log.append(10 // items.pop())
        except ZeroDivisionError:
            continue
        except:
            log.append('bare')
            if not items:
                return log
