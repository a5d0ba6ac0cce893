def return_finally_if_try_except_then_stmt(log, sock):
    try:
        return len(log)
    finally:
        if sock:
            try:
                log.append(1 // sock)
            except ZeroDivisionError:
                pass
        del log[0]
