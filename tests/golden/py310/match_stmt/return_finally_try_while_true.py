def return_finally_try_while_true(x, log):
    try:
        match x:
            case str() as s:
                return
        log.append(1 // x)
    finally:
        try:
            while True:
                log.append(len(log) // (4 - len(log)))
        finally:
            log.append(x)
