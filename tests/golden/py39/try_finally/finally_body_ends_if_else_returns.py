def finally_body_ends_if_else_returns(f, log):
    try:
        if f(1):
            return 1
        else:
            return 2
    finally:
        log.append(0)
