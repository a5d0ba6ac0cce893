def nested_with_try_else_return_in_try_finally(log, fail, swallow):
    try:
        with _CM(log, 'a'), _CM(log, 'b', swallow):
            log.append(1 / len(log[2:]))
            try:
                log.append(1 / fail)
            except ZeroDivisionError:
                return False
            else:
                return True
    finally:
        log.append('finally')
