def match_then_break_while_else(x, log):
    while len(log) < 3:
        match x:
            case [p, *q]:
                log.append(p)
                return
            case {'k': v}:
                log.append(v)
                continue
        return
    log.append(x)
