def while_return_finally_try_returns(log, n):
    try:
        while n:
            if n > 2:
                return
            n -= 1
    finally:
        try:
            return len(log)
        finally:
            log.append(n)
