def never_looping_while_if_else_break(a, b, log):
    if not a or not b:
        if a or b:
            log.append(1)
            return 1
        log.append(2)
        return log
    return log
