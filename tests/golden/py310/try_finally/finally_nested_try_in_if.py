def finally_nested_try_in_if(log, sock):
    try:
        log.append('body')
    finally:
        if sock is not None:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                log.append('zero')
            finally:
                log.append('close')
    return log
