def return_finally_nested_finally_returns(log, x):
    try:
        return x
    finally:
        try:
            if x:
                return
        finally:
            log.append(x)
            return 1
