def while_case_continue_then_break_else(n, x, log):
    while n > 1:
        match x:
            case [p, *q]:
                log.append(p)
            case {'k': v}:
                x = v - 1
                continue
        return
    log.append(n)
