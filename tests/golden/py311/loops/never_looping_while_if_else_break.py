def never_looping_while_if_else_break(a, b, log):
    while not a or not b:
        if a or b:
            log.append(1)
        else:
            log.append(2)
            break
        return 1
    return log
