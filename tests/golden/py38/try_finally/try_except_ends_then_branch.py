def try_except_ends_then_branch(log, pid):
    if pid == 0:
        try:
            log.append(1 // pid)
        except ZeroDivisionError:
            log.append('caught')
    else:
        log.append('parent')
    return log
