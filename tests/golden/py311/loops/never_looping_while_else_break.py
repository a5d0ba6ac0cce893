def never_looping_while_else_break(a, b, log):
    while not a and (not b):
        if a and b:
            log.append(1)
        else:
            log.append(2)
            break
        return 1
    return log
