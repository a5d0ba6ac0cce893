def return_value_finally_try_except(log, fail):
    try:
        return log.append(1 // fail) or len(log)
    finally:
        try:
            log.append(2 // (fail - 1))
        except ZeroDivisionError:
            pass
