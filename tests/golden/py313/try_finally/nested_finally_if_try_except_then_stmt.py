def nested_finally_if_try_except_then_stmt(log, sock):
    try:
        log.append('outer')
    finally:
        try:
            log.append('body')
        finally:
            if sock:
                try:
                    log.append(1 // sock)
                except ZeroDivisionError:
                    log.append('zero')
            del log[0]
