def return_value_finally_try_in_handler(log, x):
    try:
        raise KeyError(x)
    except KeyError:
        try:
            return len(log)
        finally:
            try:
                log.append(1 // x)
            except ZeroDivisionError:
                log.append('zero')
