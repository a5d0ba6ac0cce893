def with_last_in_try_long_finally(log, swallow):
    try:
        log.append('start')
        with _CM(log, 'w', swallow):
            if swallow:
                raise KeyError(swallow)
            log.append('body')
    finally:
        log.append('f1')
        log.append('f2')
        log.append('f3')
        log.append('f4')
        log.append('f5')
        log.append('f6')
        log.append('f7')
