def for_return_finally_try_returns(log, items):
    try:
        for item in items:
            return None
    finally:
        try:
            return
        finally:
            log.append(len(items))
