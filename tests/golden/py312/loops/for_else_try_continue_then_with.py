def for_else_try_continue_then_with(items, log):
    for x in items:
        if x > 2:
            log.append(x)
        else:
            try:
                log.append(10 // x)
            except:
                return log
            continue
        with _Cm():
            break
    return log
