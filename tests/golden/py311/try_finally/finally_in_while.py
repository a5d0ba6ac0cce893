def finally_in_while(n):
    log = []
    i = 0
    while i < n:
        try:
            i += 1
            if i == 2:
                continue
            log.append(i)
        finally:
            log.append('f%d' % i)
    return log
