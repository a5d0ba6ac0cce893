def with_try_else_return(log, fail):
    with _CM(log):
        try:
            log.append(1 / fail)
        except ZeroDivisionError:
            return False
        else:
            return True
