def match_default_continues_through_finally(items, log):
    for x in items:
        try:
            match x:
                case {'k': v}:
                    log.append(x)
                case _:
                    continue
        finally:
            if x == 1:
                return x
            log.append(x)
        break
    return log
