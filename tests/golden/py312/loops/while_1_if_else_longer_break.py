def while_1_if_else_longer_break(i, log):
    while True:
        if i < 3:
            i += 1
        else:
            log.append(i)
            return i
