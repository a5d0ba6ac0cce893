def finally_body_ends_if_return(f, log):
    try:
        if f(1):
            return 1
        return 2
    finally:
        log.append(0)
