def finally_if_try_except_then_stmt_return(log, sock):
    try:
        log.append('body')
    finally:
        if sock:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                log.append('zero')
        del log[0]
    return log
