def finally_with_if(log, flag):
    try:
        log.append('body')
    finally:
        if flag:
            log.append('flag')
    return log
