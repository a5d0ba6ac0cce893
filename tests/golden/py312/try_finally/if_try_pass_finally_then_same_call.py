def if_try_pass_finally_then_same_call(log, flag):
    if flag:
        try:
            pass
        finally:
            log.append(flag)
    log.append(flag)
    return log
