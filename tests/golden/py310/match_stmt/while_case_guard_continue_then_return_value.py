def while_case_guard_continue_then_return_value(n, log, flags):
    while n < 9:
        match n:
            case 0:
                log.append(n)
                return log
            case 4 | 5 if flags.pop():
                continue
        return log
    return n
