def match_last_case_empty_ends_while(items, x, log):
    while items.pop():
        match x:
            case {'k': v}:
                log.append(v)
            case 1:
                pass
    return log
