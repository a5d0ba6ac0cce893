def for_while_try_else_break_then_tail(items, funcs, log):
    for f in funcs:
        while items:
            try:
                log.append(f(items.pop()))
            except ValueError:
                log.append(None)
            else:
                break
        else:
            break
        log.append(f)
    return log
