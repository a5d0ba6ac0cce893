def while_if_then_while_if_break_last(a, n, log):
    while a(log):
        log.append(0)
        if len(log) % 4:
            while n:
                if len(log) > 5:
                    break
                n -= 1
                log.append(1)
        else:
            log.append(5)
    return n
