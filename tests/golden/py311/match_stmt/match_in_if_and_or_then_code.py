def match_in_if_and_or_then_code(a, b, c, x, log):
    if a and (b or c):
        match x:
            case {'k': v}:
                log.append(v)
            case str() as s:
                log.append(s)
    else:
        return
    log.append(x)
    return log
