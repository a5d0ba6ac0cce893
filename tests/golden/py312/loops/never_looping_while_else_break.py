def never_looping_while_else_break(a, b, log):
    if not a and (not b):
        if a and b:
            log.append(1)
            return 1
        log.append(2)
        return log
    return log
