def while_or_guard_continue_then_default(x, flags, log):
    while True:
        match x:
            case str() as s:
                x = len(s)
            case 2 | 3 if flags.pop():
                continue
            case _:
                log.append(x)
        log.append(flags.pop())
