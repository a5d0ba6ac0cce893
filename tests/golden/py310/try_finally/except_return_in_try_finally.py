def except_return_in_try_finally(log, fail):
    try:
        log.append(1 / fail)
    except ZeroDivisionError:
        return
    finally:
        log.append(len(log))
