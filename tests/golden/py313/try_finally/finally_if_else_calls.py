def finally_if_else_calls(log, flag):
    try:
        log.append(1 // len(log))
    finally:
        if flag:
            log.append('yes')
        else:
            log.clear()
