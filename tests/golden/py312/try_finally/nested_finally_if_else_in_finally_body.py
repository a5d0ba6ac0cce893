def nested_finally_if_else_in_finally_body(log, flag):
    saved = len(log)
    try:
        was = bool(flag)
        try:
            log.append(1 // len(log))
        finally:
            if was:
                log.append('on')
            else:
                log.append('off')
    finally:
        log.append(saved)
