def with_in_try_in_loop(xs):
    log = []
    for x in xs:
        try:
            with _CM(log, 'w', swallow=True):
                if x:
                    raise ValueError(x)
        except ValueError:
            log.append('never')
        finally:
            log.append('loop-finally')
    return log
