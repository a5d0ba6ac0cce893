def match_last_case_continues(items, log):
    for x in items:
        match x:
            case {'k': v}:
                pass
            case 1:
                continue
        log.append(x)
    return log
