def for_try_else_ends_with_if_break(xs, log):
    for x in xs:
        try:
            v = 10 // x
        except ZeroDivisionError:
            log.append(0)
        else:
            log.append(v)
            if v > 4:
                break
    return log
