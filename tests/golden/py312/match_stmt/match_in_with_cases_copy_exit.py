def match_in_with_cases_copy_exit(x, log):
    with _Enter(log):
        match x:
            case {'k': v}:
                log.append(v)
            case 1:
                log.append(1)
            case _:
                log.append(x)
    return log
