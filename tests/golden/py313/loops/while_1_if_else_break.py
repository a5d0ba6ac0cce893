def while_1_if_else_break(i, log):
    while True:
        if i < 3:
            i += 1
        else:
            break
    log.append(i)
    return i
