def finally_nested_try_if_return_const(x, log):
    try:
        log.append(1 // x)
    finally:
        try:
            if x:
                return
        finally:
            log.append(x)
            return 1
