def finally_in_then_of_if_else_in_try(flag, f, g, log):
    try:
        if flag:
            h = f()
            try:
                g(h)
                log.append(1)
            finally:
                log.append(h)
                f()
        else:
            g(log)
    except ValueError as exc:
        log.append(exc)
    else:
        log.append(None)
