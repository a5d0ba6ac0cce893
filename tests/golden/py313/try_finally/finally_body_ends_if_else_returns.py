def finally_body_ends_if_else_returns(f, log):
    try:
        if f(1):
            return 1
    finally:
        log.append(0)
    return 2
