def if_else_pass(log, flag):
    if flag:
        log.append(1)
    else:
        pass
    log.append(2)
    return log
