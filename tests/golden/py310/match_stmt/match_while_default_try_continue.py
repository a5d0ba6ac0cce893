def match_while_default_try_continue(xs, log):
    it = iter(xs)
    while True:
        match next(it):
            case str() as s:
                log.append(s)
            case _ as n:
                try:
                    log.append(10 // n)
                    continue
                except ZeroDivisionError:
                    continue
                continue
        log.append('joined')
