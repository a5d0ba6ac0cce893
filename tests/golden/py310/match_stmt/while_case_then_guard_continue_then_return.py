def while_case_then_guard_continue_then_return(n, log, flags):
    while 0 < n < 9:
        match n:
            case 1:
                log.append(n)
                return
            case 2 | 3 if flags.pop():
                continue
        return
    log.append(n)
