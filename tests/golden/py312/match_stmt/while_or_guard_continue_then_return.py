def while_or_guard_continue_then_return(n, flags, log):
    while 0 < n < 9:
        match n:
            case 2 | 3 if flags.pop():
                continue
        return
    log.append(n)
