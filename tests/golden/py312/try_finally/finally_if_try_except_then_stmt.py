def finally_if_try_except_then_stmt(log, sock):
    try:
        log.append('body')
    finally:
        if sock is not None:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                pass
        del log[0]
