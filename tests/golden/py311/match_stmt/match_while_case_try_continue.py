def match_while_case_try_continue(xs, log):
    it = iter(xs)
    while True:
        match next(it, None):
            case int() as n:
                try:
                    log.append(10 // n)
                except ZeroDivisionError:
                    return
                else:
                    continue
        return log
