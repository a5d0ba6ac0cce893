def return_finally_endless_loop(log, x):
    try:
        if isinstance(x, str):
            return
    finally:
        try:
            while True:
                log.append(1 / x)
                x -= 1
        finally:
            log.append(x)
