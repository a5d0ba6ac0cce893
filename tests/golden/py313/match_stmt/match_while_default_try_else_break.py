def match_while_default_try_else_break(xs, log):
    while xs:
        match xs.pop():
            case str() as s:
                if s == 'skip':
                    continue
                log.append(s)
            case n:
                try:
                    log.append(10 // n)
                except ZeroDivisionError:
                    break
                break
    log.append('after')
    return log
